import { NativeSelect } from '../../../components/ui/chakra/native-select';
import type { ComponentProps } from 'react';

type FieldProps = Omit<ComponentProps<typeof NativeSelect.Field>, 'children'>;

/** A native select of the spec's enumerations; the placeholder option is the only empty value. */
export function OptionSelect({
  options,
  placeholder,
  ...field
}: FieldProps & { options: readonly string[]; placeholder: string }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field placeholder={placeholder} {...field}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

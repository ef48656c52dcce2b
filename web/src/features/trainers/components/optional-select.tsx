import { LightField as Field } from '../../../components/ui/light-field';
import { LightNativeSelect as NativeSelect } from '../../../components/ui/light-native-select';
import { ALL_OPTION } from './sort-options';

export interface OptionalSelectProps<T extends string> {
  label: string;
  /** Text of the first option, which means "no filter" (its value is never empty: docs/product.md#listing-and-search). */
  allLabel: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
}

/** A labelled select of one option or none ('All …'), as the Category and Location filters use. */
export function OptionalSelect<T extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
}: OptionalSelectProps<T>) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value ?? ALL_OPTION}
          onChange={(e) => onChange(e.target.value === ALL_OPTION ? null : (e.target.value as T))}
        >
          <option value={ALL_OPTION}>{allLabel}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

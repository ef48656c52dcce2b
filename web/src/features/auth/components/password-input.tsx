import { IconButton, InputGroup, type InputProps } from '@chakra-ui/react';
import { Input } from '../../../components/ui/chakra/input';
import { useState } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';

/** Password field with the spec's show/hide toggle (docs/product.md#accounts-and-roles). */
export function PasswordInput(props: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="xs"
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}

import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { payoutSetupSchema, type PayoutSetup, type PayoutSetupInput } from '@skillsetu/domain';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { PAYOUT_MESSAGES } from '../messages';

const FIELDS = [
  { name: 'legal_name', label: 'Legal name (as on PAN)', autoComplete: 'name', inputMode: 'text' },
  { name: 'pan', label: 'PAN', autoComplete: 'off', inputMode: 'text' },
  { name: 'account_number', label: 'Bank account number', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'ifsc', label: 'IFSC', autoComplete: 'off', inputMode: 'text' },
] as const;

/** The payout-setup form (domain payoutSetupSchema: plain messages under each field); `onSubmit` gets the parsed details. */
export function PayoutSetupForm({ onSubmit }: { onSubmit: (values: PayoutSetup) => Promise<void> }) {
  const { register, handleSubmit, formState } = useForm<PayoutSetupInput, unknown, PayoutSetup>({
    resolver: zodResolver(payoutSetupSchema),
    defaultValues: { legal_name: '', pan: '', account_number: '', ifsc: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={PAYOUT_MESSAGES.setupTitle}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {FIELDS.map((f) => (
            <Field.Root key={f.name} required invalid={Boolean(formState.errors[f.name])}>
              <Field.Label>{f.label}</Field.Label>
              <Input autoComplete={f.autoComplete} inputMode={f.inputMode} {...register(f.name)} />
              {formState.errors[f.name] && <Field.ErrorText>{formState.errors[f.name]?.message}</Field.ErrorText>}
            </Field.Root>
          ))}
        </SimpleGrid>
        <Button type="submit" colorPalette="blue" alignSelf="start" loading={formState.isSubmitting}>
          Save payout account
        </Button>
      </Stack>
    </form>
  );
}

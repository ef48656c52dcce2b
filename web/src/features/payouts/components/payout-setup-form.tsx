import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { payoutSetupSchema, type PayoutSetup, type PayoutSetupInput } from '@skillsetu/domain';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { notify } from '../../../components/ui/notify';
import { setupPayoutAccount } from '../api/setup-payout-account';
import { PAYOUT_MESSAGES } from '../messages';

const FIELDS = [
  { name: 'legal_name', label: 'Legal name (as on PAN)', autoComplete: 'name', inputMode: 'text' },
  { name: 'pan', label: 'PAN', autoComplete: 'off', inputMode: 'text' },
  { name: 'account_number', label: 'Bank account number', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'ifsc', label: 'IFSC', autoComplete: 'off', inputMode: 'text' },
] as const;

/** The payout-setup form (domain payoutSetupSchema: plain messages under each field); saves through setupPayoutAccount. */
export function PayoutSetupForm() {
  const { register, handleSubmit, formState } = useForm<PayoutSetupInput, unknown, PayoutSetup>({
    resolver: zodResolver(payoutSetupSchema),
    defaultValues: { legal_name: '', pan: '', account_number: '', ifsc: '' },
  });
  const onSubmit = async (values: PayoutSetup) => {
    try {
      const saved = await setupPayoutAccount(values);
      notify({ title: PAYOUT_MESSAGES.setupSaved, description: `Bank account ending ${saved.bank_last4}.` }, 'success');
    } catch (err) {
      notify({ title: PAYOUT_MESSAGES.setupFailed, description: (err as Error).message }, 'error');
    }
  };
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

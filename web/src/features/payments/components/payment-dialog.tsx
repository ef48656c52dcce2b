import { Button, CloseButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatRupees, INCL_GST, PAYMENT_MESSAGES, paymentDetailsSchema, type PaymentDetails } from '@skillsetu/domain';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';

/** What the dialog says under a missing or invalid field. */
const MISSING = {
  name: 'Please enter your full name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter your phone number (digits, spaces and + - ( ) only).',
} as const;

export interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What is bought (plan or course name), shown above the form. */
  itemLabel: string;
  /** Rupees; 0 shows a free activation. */
  amountRupees: number;
  /** Ask for a password: the payment creates the account (docs/product.md#payments-and-refunds trainer sign-up). */
  requirePassword?: boolean;
  defaults?: Partial<PaymentDetails>;
  processing: boolean;
  onSubmit: (details: PaymentDetails) => void;
  /** Called when the close animation finished (see useClosableDialog). */
  onExitComplete?: () => void;
  /** Extra content above the form (the batch picker of an enrolment, ADR 080). */
  children?: ReactNode;
}

/**
 * The payment dialog of docs/product.md#payments-and-refunds: name, email and phone (and a password when the payment creates the
 * account). A submit with a field missing does not pay (docs/product.md#payments-and-refunds) and says under each field what is
 * missing; while processing the button is disabled and reads 'Processing...'.
 */
export function PaymentDialog({
  open,
  onOpenChange,
  title,
  itemLabel,
  amountRupees,
  requirePassword = false,
  defaults,
  processing,
  onSubmit,
  onExitComplete,
  children,
}: PaymentDialogProps) {
  const schema = useMemo(() => paymentDetailsSchema(requirePassword), [requirePassword]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PaymentDetails>({
    resolver: zodResolver(schema),
    values: {
      name: defaults?.name ?? '',
      email: defaults?.email ?? '',
      phone: defaults?.phone ?? '',
      password: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  // A submit with a field missing or invalid does not pay (docs/product.md#payments-and-refunds) and says which field to fix.
  const submit = handleSubmit((details) => onSubmit(details));
  const payLabel = amountRupees === 0 ? 'Start for Free' : `Pay ${formatRupees(amountRupees)}`;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !processing && onOpenChange(e.open)}
      onExitComplete={onExitComplete}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="payment-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">
                    {itemLabel} ·{' '}
                    <strong>{amountRupees === 0 ? 'Free' : `${formatRupees(amountRupees)} ${INCL_GST}`}</strong>
                  </Text>
                  {children}
                  <Field.Root required invalid={!!errors.name}>
                    <Field.Label>
                      Full Name <Field.RequiredIndicator />
                    </Field.Label>
                    <Input autoComplete="name" {...register('name')} />
                    {errors.name && <Field.ErrorText>{MISSING.name}</Field.ErrorText>}
                  </Field.Root>
                  <Field.Root required invalid={!!errors.email}>
                    <Field.Label>
                      Email <Field.RequiredIndicator />
                    </Field.Label>
                    <Input type="email" autoComplete="email" {...register('email')} />
                    {errors.email && <Field.ErrorText>{MISSING.email}</Field.ErrorText>}
                  </Field.Root>
                  <Field.Root required invalid={!!errors.phone}>
                    <Field.Label>
                      Phone <Field.RequiredIndicator />
                    </Field.Label>
                    <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
                    {errors.phone && <Field.ErrorText>{MISSING.phone}</Field.ErrorText>}
                  </Field.Root>
                  {requirePassword && (
                    <Field.Root required invalid={!!errors.password}>
                      <Field.Label>
                        Password <Field.RequiredIndicator />
                      </Field.Label>
                      <Input type="password" autoComplete="new-password" {...register('password')} />
                      <Field.HelperText>At least 6 characters. You will use it to sign in.</Field.HelperText>
                    </Field.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={processing}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="blue" disabled={processing}>
                  {processing ? PAYMENT_MESSAGES.processing : payLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={processing} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, forgotPasswordFormSchema, type ForgotPasswordForm as Values } from '@skillsetu/domain';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notify';
import { notifyFormError } from './notify-form-error';

/**
 * Forgot-password view (docs/product.md#accounts-and-roles): 'Send Reset Link' calls sendPasswordReset; success
 * clears the email and closes the view (docs/product.md#accounts-and-roles); 'Back to Login' closes it.
 */
export function ForgotPasswordForm({ userType, onBack }: { userType: 'learner' | 'trainer'; onBack: () => void }) {
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: Values) => {
    try {
      const { sendPasswordReset } = await import('../api/mail-callables');
      await sendPasswordReset({ email: values.email.trim(), userType });
      notify(AUTH_MESSAGES.resetSent, 'success');
      reset();
      onBack();
    } catch (err) {
      notify(
        { ...AUTH_MESSAGES.resetFailed, description: (err as Error).message || AUTH_MESSAGES.resetFailed.description },
        'error',
      );
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, notifyFormError)} aria-label="Reset password">
      <Stack gap="4">
        <Heading as="h2" size="md">
          Reset your password
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Enter your email and we will send you a link to set a new password.
        </Text>
        <Field.Root invalid={!!formState.errors.email}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Sending...">
          Send Reset Link
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          Back to Login
        </Button>
      </Stack>
    </form>
  );
}

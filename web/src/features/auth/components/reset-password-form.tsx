import { Button, Stack } from '@chakra-ui/react';
import { Field } from '../../../components/ui/chakra/field';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MESSAGES,
  authErrorMessage,
  resetPasswordFormSchema,
  type ResetPasswordForm as Values,
} from '@skillsetu/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/notify';
import { RouterLink } from '../../../components/ui/router-link';
import { notifyFormError } from './notify-form-error';
import { PasswordInput } from './password-input';

/**
 * New + confirm password for a verified reset code (docs/product.md#accounts-and-roles): 'Update Password'
 * ('Updating password...' while busy); success → 'Password Updated' and /auth (docs/product.md#accounts-and-roles).
 */
export function ResetPasswordForm({ oobCode }: { oobCode: string }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: Values) => {
    try {
      const { applyNewPassword } = await import('../api/reset-password');
      await applyNewPassword(oobCode, values.password);
      notify(AUTH_MESSAGES.passwordUpdated, 'success');
      navigate('/auth', { replace: true });
    } catch (err) {
      notify({ ...AUTH_MESSAGES.passwordUpdateFailed, description: authErrorMessage(err) }, 'error');
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, notifyFormError)} aria-label="Set New Password">
      <Stack gap="4">
        <Field.Root invalid={!!formState.errors.password}>
          <Field.Label>New Password</Field.Label>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field.Root>
        <Field.Root invalid={!!formState.errors.confirmPassword}>
          <Field.Label>Confirm New Password</Field.Label>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Updating password...">
          Update Password
        </Button>
        <RouterLink to="/auth" alignSelf="center" fontSize="sm">
          Back to Login
        </RouterLink>
      </Stack>
    </form>
  );
}

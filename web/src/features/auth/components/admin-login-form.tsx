import { Button, Stack } from '@chakra-ui/react';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, authErrorMessage, loginFormSchema, type LoginForm as Values } from '@skillsetu/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/notify';
import { RouterLink } from '../../../components/ui/router-link';
import { notifyFormError } from './notify-form-error';
import { PasswordInput } from './password-input';

/**
 * Admin login (docs/product.md#accounts-and-roles): 'Access Admin Panel' ('Authenticating...'); an admin gets 'Admin access
 * granted' and /admin; anyone else is signed out again with an error (the claim decides).
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: Values) => {
    try {
      const { adminSignIn } = await import('../api/admin-sign-in');
      if (await adminSignIn(values.email, values.password)) {
        notify(AUTH_MESSAGES.adminAccessGranted, 'success');
        navigate('/admin', { replace: true });
      } else {
        notify(AUTH_MESSAGES.adminOnly, 'error');
      }
    } catch (err) {
      console.error('Admin sign-in failed', err);
      notify({ ...AUTH_MESSAGES.signInFailed, description: authErrorMessage(err) }, 'error');
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, notifyFormError)} aria-label="Admin login">
      <Stack gap="4">
        <Field.Root invalid={!!formState.errors.email}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="username" {...register('email')} />
        </Field.Root>
        <Field.Root invalid={!!formState.errors.password}>
          <Field.Label>Password</Field.Label>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Authenticating...">
          Access Admin Panel
        </Button>
        <RouterLink to="/" alignSelf="center" fontSize="sm">
          Back to Home
        </RouterLink>
      </Stack>
    </form>
  );
}

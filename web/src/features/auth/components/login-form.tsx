import { Button, Stack } from '@chakra-ui/react';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MESSAGES,
  authErrorMessage,
  TIMINGS,
  loginFormSchema,
  type LoginForm as LoginValues,
} from '@skillsetu/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/notify';
import { takePostLoginDestination } from '../../../lib/post-login-destination';
import { notifyFormError } from './notify-form-error';
import { PasswordInput } from './password-input';

/** Delay before the trainer page's redirect (docs/product.md#accounts-and-roles "redirects after 1 second"). */
const TRAINER_REDIRECT_MS = TIMINGS.trainerLoginRedirectMs;

/**
 * Email + password login (docs/product.md#accounts-and-roles). variant 'trainer' shows 'Login successful!' and moves on
 * after 1 s; otherwise 'Signed in successfully!' and the post-login destination at once (docs/product.md#accounts-and-roles).
 * onBusyChange lets the page pause its signed-in redirect while this form navigates itself.
 */
export function LoginForm({
  variant = 'default',
  onForgotPassword,
  onBusyChange,
}: {
  variant?: 'default' | 'trainer';
  onForgotPassword?: () => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: LoginValues) => {
    onBusyChange?.(true);
    try {
      const { signIn } = await import('../api/sign-in');
      const flags = await signIn(values.email, values.password);
      const to = takePostLoginDestination(flags);
      if (variant === 'trainer') {
        notify(AUTH_MESSAGES.trainerLoginSuccess, 'success');
        await new Promise((r) => setTimeout(r, TRAINER_REDIRECT_MS));
      } else {
        notify(AUTH_MESSAGES.signInSuccess, 'success');
      }
      navigate(to, { replace: true });
    } catch (err) {
      onBusyChange?.(false);
      notify({ ...AUTH_MESSAGES.signInFailed, description: authErrorMessage(err) }, 'error');
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, notifyFormError)} aria-label="Login">
      <Stack gap="4">
        <Field.Root invalid={!!formState.errors.email}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field.Root>
        <Field.Root invalid={!!formState.errors.password}>
          <Field.Label>Password</Field.Label>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field.Root>
        {onForgotPassword && (
          <Button type="button" variant="plain" size="sm" alignSelf="flex-end" onClick={onForgotPassword}>
            Forgot password?
          </Button>
        )}
        <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Signing in...">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}

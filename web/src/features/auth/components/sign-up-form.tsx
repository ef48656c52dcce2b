import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, authErrorMessage, signUpFormSchema, type SignUpForm as SignUpValues } from '@skillsetu/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/notify';
import { notifyFormError } from './notify-form-error';
import { PasswordInput } from './password-input';

/**
 * Sign-up form of the three auth pages (docs/product.md#accounts-and-roles). Learners land on / with 'Account created
 * successfully!'; trainers get the verification mail queued (🎉 toast, or ⚠️ when it cannot be
 * queued) and go to /become-trainer (docs/product.md#accounts-and-roles).
 */
export function SignUpForm({
  userType,
  onBusyChange,
}: {
  userType: 'learner' | 'trainer';
  onBusyChange?: (busy: boolean) => void;
}) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const errors = formState.errors;

  const onSubmit = async (values: SignUpValues) => {
    onBusyChange?.(true);
    let created: { uid: string; fullName: string; email: string };
    try {
      const { signUp } = await import('../api/sign-up');
      created = await signUp(values, userType);
    } catch (err) {
      onBusyChange?.(false);
      notify({ ...AUTH_MESSAGES.signUpFailed, description: authErrorMessage(err) }, 'error');
      return;
    }
    if (userType === 'learner') {
      // Firebase's verification mail (docs/decisions/170-verified-email.md); the banner offers Resend.
      void import('../api/email-verification')
        .then((m) => m.resendEmailVerification())
        .catch((err: unknown) => console.error('Verification mail failed', err));
      notify(AUTH_MESSAGES.signUpSuccess, 'success');
      navigate('/', { replace: true });
      return;
    }
    try {
      const { sendTrainerVerification } = await import('../api/mail-callables');
      await sendTrainerVerification({ email: created.email, fullName: created.fullName, userType: 'trainer' });
      notify(AUTH_MESSAGES.trainerSignupVerified, 'success');
    } catch (err) {
      console.error('Verification mail failed', err);
      notify(AUTH_MESSAGES.trainerSignupMailFailed, 'warning');
    }
    navigate('/become-trainer', { replace: true });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, notifyFormError)} aria-label="Sign Up">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={!!errors.firstName}>
            <Field.Label>First Name</Field.Label>
            <Input autoComplete="given-name" {...register('firstName')} />
          </Field.Root>
          <Field.Root invalid={!!errors.lastName}>
            <Field.Label>Last Name</Field.Label>
            <Input autoComplete="family-name" {...register('lastName')} />
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={!!errors.email}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field.Root>
        <Field.Root invalid={!!errors.password}>
          <Field.Label>Password</Field.Label>
          <PasswordInput autoComplete="new-password" {...register('password')} />
          <Field.HelperText>At least 6 characters</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={!!errors.confirmPassword}>
          <Field.Label>Confirm Password</Field.Label>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Creating account...">
          Create Account
        </Button>
      </Stack>
    </form>
  );
}

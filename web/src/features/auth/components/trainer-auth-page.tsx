import { Stack, Text } from '@chakra-ui/react';
import { Separator } from '../../../components/ui/chakra/separator';
import { useState } from 'react';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';
import { AuthCard } from './auth-card';
import { AuthTabs } from './auth-tabs';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import { TermsNote } from './terms-note';
import { TrainerPromo } from './trainer-promo';

/**
 * /trainer-auth (docs/product.md#accounts-and-roles): 'Get Started' (promo, or 'Or create account first' sign-up as trainer)
 * and 'I Have Account' (login: 'Login successful!' then the dashboard after 1 s); forgot-password view.
 */
export function TrainerAuthPage() {
  useDocumentTitle('Trainer Login');
  const [tab, setTab] = useState('login');
  const [forgot, setForgot] = useState(false);
  const [busy, setBusy] = useState(false);
  useRedirectSignedIn('auth-pages', !busy);

  return (
    <AuthCard title="Trainer Portal" subtitle="Teach your skills and earn with SkillSetu">
      {forgot ? (
        <ForgotPasswordForm userType="trainer" onBack={() => setForgot(false)} />
      ) : (
        <AuthTabs
          value={tab}
          onValueChange={setTab}
          tabs={[
            {
              value: 'start',
              label: 'Get Started',
              content: (
                <Stack gap="6">
                  <TrainerPromo />
                  <Separator />
                  <Text fontWeight="semibold" textAlign="center">
                    Or create account first
                  </Text>
                  <SignUpForm userType="trainer" onBusyChange={setBusy} />
                </Stack>
              ),
            },
            {
              value: 'login',
              label: 'I Have Account',
              content: <LoginForm variant="trainer" onForgotPassword={() => setForgot(true)} onBusyChange={setBusy} />,
            },
          ]}
        />
      )}
      <TermsNote />
    </AuthCard>
  );
}

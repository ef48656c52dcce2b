import { Button, ButtonGroup, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';
import { showSignedOutNotice } from '../signed-out-notice';
import { AuthCard } from './auth-card';
import { AuthTabs } from './auth-tabs';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import { TermsNote } from './terms-note';
import { TrainerPromo } from './trainer-promo';

/**
 * /auth (docs/product.md#accounts-and-roles): role switch 'Learn Skills' / 'Teach Skills'; Login and Sign Up tabs; the
 * forgot-password view; a trainer's Sign Up tab shows the promo only. Signed-in users move on
 * after 100 ms (docs/product.md#accounts-and-roles). Inside `<WithFirebase>`.
 */
export function CombinedAuthPage() {
  useDocumentTitle('Login or Sign Up');
  const [role, setRole] = useState<'learner' | 'trainer'>('learner');
  const [tab, setTab] = useState('login');
  const [forgot, setForgot] = useState(false);
  const [busy, setBusy] = useState(false);
  useRedirectSignedIn('auth-pages', !busy);
  useEffect(showSignedOutNotice, []);

  return (
    <AuthCard title="Welcome to SkillSetu" subtitle="Log in or create your account">
      <Stack gap="6">
        <ButtonGroup attached width="full" size="sm" role="group" aria-label="I want to">
          {(
            [
              ['learner', 'Learn Skills'],
              ['trainer', 'Teach Skills'],
            ] as const
          ).map(([value, label]) => (
            <Button
              key={value}
              flex="1"
              aria-pressed={role === value}
              variant={role === value ? 'solid' : 'outline'}
              colorPalette="blue"
              onClick={() => setRole(value)}
            >
              {label}
            </Button>
          ))}
        </ButtonGroup>
        {forgot ? (
          <ForgotPasswordForm userType={role} onBack={() => setForgot(false)} />
        ) : (
          <AuthTabs
            value={tab}
            onValueChange={setTab}
            tabs={[
              {
                value: 'login',
                label: 'Login',
                content: <LoginForm onForgotPassword={() => setForgot(true)} onBusyChange={setBusy} />,
              },
              {
                value: 'signup',
                label: 'Sign Up',
                content:
                  role === 'trainer' ? <TrainerPromo /> : <SignUpForm userType="learner" onBusyChange={setBusy} />,
              },
            ]}
          />
        )}
        <TermsNote />
      </Stack>
    </AuthCard>
  );
}

import { useState } from 'react';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';
import { AuthCard } from './auth-card';
import { AuthTabs } from './auth-tabs';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import { TermsNote } from './terms-note';

/** /learner-auth (docs/product.md#accounts-and-roles): Login and Sign Up tabs (learner) and the forgot-password view. */
export function LearnerAuthPage() {
  useDocumentTitle('Learner Login');
  const [tab, setTab] = useState('login');
  const [forgot, setForgot] = useState(false);
  const [busy, setBusy] = useState(false);
  useRedirectSignedIn('auth-pages', !busy);

  return (
    <AuthCard title="Learner Portal" subtitle="Find verified trainers and start learning">
      {forgot ? (
        <ForgotPasswordForm userType="learner" onBack={() => setForgot(false)} />
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
            { value: 'signup', label: 'Sign Up', content: <SignUpForm userType="learner" onBusyChange={setBusy} /> },
          ]}
        />
      )}
      <TermsNote />
    </AuthCard>
  );
}

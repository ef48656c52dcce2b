import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '@skillsetu/domain';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { verifyResetCode } from '../api/reset-password';
import { notifyWhenReady } from '../notify-when-ready';
import { AuthCard } from './auth-card';
import { ResetPasswordForm } from './reset-password-form';

/**
 * /reset-password (docs/product.md#accounts-and-roles, docs/architecture.md#decision-4): Firebase's action link `mode=resetPassword&oobCode=…`.
 * A missing or rejected code → 'Invalid Reset Link' and /auth; otherwise 'Set New Password'.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Set New Password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('oobCode');
  const mode = params.get('mode');
  const [checked, setChecked] = useState<string | null>(null);

  useEffect(() => {
    const reject = () => {
      notifyWhenReady(AUTH_MESSAGES.invalidResetLink, 'error');
      navigate('/auth', { replace: true });
    };
    if (!code || (mode !== null && mode !== 'resetPassword')) {
      reject();
      return;
    }
    let live = true;
    verifyResetCode(code).then(
      (email) => live && setChecked(email),
      () => live && reject(),
    );
    return () => {
      live = false;
    };
  }, [code, mode, navigate]);

  if (!code || checked === null) return <PageSpinner label="Checking your reset link..." />;
  return (
    <AuthCard title="Set New Password" subtitle={`for ${checked}`}>
      <ResetPasswordForm oobCode={code} />
    </AuthCard>
  );
}

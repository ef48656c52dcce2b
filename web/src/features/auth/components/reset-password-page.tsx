import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '@skillsetu/domain';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useOnce } from '../../../lib/firebase/use-once';
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
  const valid = !!code && (mode === null || mode === 'resetPassword');
  const check = useOnce(valid ? code : null, () => verifyResetCode(code ?? ''), 'Reset link check');
  const rejected = !valid || check.status === 'error';

  useEffect(() => {
    if (!rejected) return;
    notifyWhenReady(AUTH_MESSAGES.invalidResetLink, 'error');
    navigate('/auth', { replace: true });
  }, [rejected, navigate]);

  const checked = check.data;
  if (!code || checked === undefined) return <PageSpinner label="Checking your reset link..." />;
  return (
    <AuthCard title="Set New Password" subtitle={`for ${checked}`}>
      <ResetPasswordForm oobCode={code} />
    </AuthCard>
  );
}

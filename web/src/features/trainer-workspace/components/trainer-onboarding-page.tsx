import { Alert } from '../../../components/ui/chakra/alert';
import { PROFILE_MESSAGES } from '@skillsetu/domain';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/notify';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useSession } from '../../auth';
import { useTrainerProfile } from '../api/use-trainer-profile';
import { useSaveTrainerForm } from '../hooks/use-save-trainer-form';
import { WORKSPACE_TEXT } from '../messages';
import { TrainerProfileForm } from './trainer-profile-form';

/**
 * The post-payment setup body (docs/product.md#trainer-profiles-and-verification): a trainer who already has a profile → /trainer-dashboard;
 * signed in without an active subscription ("payment data" = the profile's subscription, docs/architecture.md#decision-3)
 * → 'Payment Required' and /become-trainer. Signed out: the form, whose submit says 'Authentication Error'.
 */
export function TrainerOnboardingPage() {
  const session = useSession();
  const navigate = useNavigate();
  const uid = session.user?.uid ?? null;
  const existing = useTrainerProfile(uid);
  const { saved, onSave } = useSaveTrainerForm(uid, 'onboarding');
  const unpaid = session.status === 'signed-in' && !session.hasActiveSubscription && !session.isAdmin;
  const hasProfile = existing.status === 'ready';
  useEffect(() => {
    if (unpaid && !hasProfile) notify(PROFILE_MESSAGES.paymentRequired, 'error');
  }, [unpaid, hasProfile]);

  if (session.status === 'loading' || (uid && existing.status === 'loading')) return <PageSpinner />;
  if (hasProfile && !saved) return <Navigate to="/trainer-dashboard" replace />;
  if (unpaid && !saved) return <Navigate to="/become-trainer" replace />;
  return (
    <>
      {session.status === 'signed-in' && (
        <Alert.Root status="success" mb="6">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{WORKSPACE_TEXT.paymentConfirmed}</Alert.Title>
            <Alert.Description>
              Your {session.profile?.subscription_plan ?? 'trainer'} plan is active. Set up your profile to start
              teaching.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <TrainerProfileForm
        key={uid ?? 'signed-out'}
        variant="onboarding"
        signedIn={session.status === 'signed-in'}
        prefill={{ full_name: session.profile?.full_name, email: session.user?.email ?? undefined }}
        onSave={onSave}
        onDone={() => navigate('/trainer-dashboard')}
      />
    </>
  );
}

import { Navigate, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useSession } from '../../auth/hooks/use-session';
import { useTrainerProfile } from '../api/use-trainer-profile';
import { useSaveTrainerForm } from '../hooks/use-save-trainer-form';
import { TrainerProfileForm } from './trainer-profile-form';

/** The create page body: a trainer who already has a profile goes to the dashboard. */
export function TrainerProfileCreatePage() {
  const session = useSession();
  const navigate = useNavigate();
  const uid = session.user?.uid ?? null;
  const existing = useTrainerProfile(uid);
  const { saved, onSave } = useSaveTrainerForm(uid, 'create');
  if (session.status === 'loading' || (uid && existing.status === 'loading')) return <PageSpinner />;
  if (existing.status === 'ready' && !saved) return <Navigate to="/trainer-dashboard" replace />;
  return (
    <TrainerProfileForm
      key={uid ?? 'signed-out'}
      variant="create"
      signedIn={session.status === 'signed-in'}
      prefill={{ fullName: session.profile?.full_name, email: session.user?.email ?? undefined }}
      onSave={onSave}
      onDone={() => navigate('/trainer-dashboard')}
    />
  );
}

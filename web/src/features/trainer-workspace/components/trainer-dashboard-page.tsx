import { PageSpinner } from '../../../components/ui/page-spinner';
import { useSession } from '../../auth';
import { useTrainerProfile } from '../api/use-trainer-profile';
import { TrainerDashboard } from './trainer-dashboard';
import { WelcomeScreen } from './welcome-screen';

/**
 * /trainer-dashboard body (behind the login + trainer guard): loading state, the welcome screen
 * when there is no trainer profile, otherwise the dashboard. (The navbar's session part registers
 * the app-shell service worker, so the dashboard reloads offline: lib/register-app-shell.ts.)
 */
export function TrainerDashboardPage() {
  const session = useSession();
  const uid = session.user?.uid ?? null;
  const state = useTrainerProfile(uid);
  if (!uid || state.status === 'loading') return <PageSpinner label="Loading your dashboard..." />;
  if (state.status !== 'ready' || !state.profile) return <WelcomeScreen />;
  return <TrainerDashboard uid={uid} profile={state.profile} account={session.profile} />;
}

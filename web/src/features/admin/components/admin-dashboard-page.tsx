import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useSession } from '../../auth/hooks/use-session';
import { AdminDashboard } from './admin-dashboard';

/**
 * /admin (spec §2): only for the admin custom claim. Signed out → /admin-login; signed in without
 * the claim → / (rules enforce the same claim server-side). Inside `<WithFirebase>`.
 */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out') return <Navigate to="/admin-login" replace />;
  if (!session.isAdmin) return <Navigate to="/" replace />;
  return <AdminDashboard email={session.user?.email ?? ''} />;
}

import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useSession } from '../../auth';
import { AdminDashboard } from './admin-dashboard';
import { ADMIN_SECTIONS, sectionOfPath } from './admin-sections';

/**
 * /admin and its sections (docs/product.md#admin): only for the admin custom claim. Signed out → /admin-login;
 * signed in without the claim → / (rules and callables enforce the same claim server-side).
 * Inside `<WithFirebase>`.
 */
export function AdminDashboardPage() {
  const section = sectionOfPath(useLocation().pathname);
  const label = ADMIN_SECTIONS.find((s) => s.id === section)?.label ?? 'Overview';
  useDocumentTitle(section === 'overview' ? 'Admin Dashboard' : `${label} · Admin Dashboard`);
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out') return <Navigate to="/admin-login" replace />;
  if (!session.isAdmin) return <Navigate to="/" replace />;
  return <AdminDashboard email={session.user?.email ?? ''} uid={session.user?.uid ?? ''} section={section} />;
}

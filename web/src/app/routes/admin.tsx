import { PageSpinner } from '../../components/ui/page-spinner';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { AdminDashboardPage } from '../../features/admin/components/admin-dashboard-page';

/** Routes /admin, /admin/users, /admin/verification, /admin/payments, /admin/inbox, /admin/disputes, /admin/documents (docs/product.md#admin), guarded by the admin claim. */
export default function Route() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <AdminDashboardPage />
    </WithFirebase>
  );
}

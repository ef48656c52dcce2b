import { PageSpinner } from '../../components/ui/page-spinner';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { AdminLoginPage } from '../../features/auth/components/admin-login-page';

/** Route /admin-login (spec §2 Authentication pages). */
export default function Route() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <AdminLoginPage />
    </WithFirebase>
  );
}

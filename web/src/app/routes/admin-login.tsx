import { PageSpinner } from '../../components/ui/page-spinner';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { AdminLoginPage } from '../../features/auth/components/admin-login-page';

/** Route /admin-login (docs/product.md#accounts-and-roles). */
export default function Route() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <AdminLoginPage />
    </WithFirebase>
  );
}

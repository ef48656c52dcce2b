import { PageSpinner } from '../../components/ui/page-spinner';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

/** Route /reset-password (docs/product.md#accounts-and-roles). */
export default function Route() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <ResetPasswordPage />
    </WithFirebase>
  );
}

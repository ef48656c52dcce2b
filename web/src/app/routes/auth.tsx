import { PageSpinner } from '../../components/ui/page-spinner';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { CombinedAuthPage } from '../../features/auth/components/combined-auth-page';

/** Route /auth (docs/product.md#accounts-and-roles). */
export default function Route() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <CombinedAuthPage />
    </WithFirebase>
  );
}

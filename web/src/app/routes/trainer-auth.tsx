import { PageSpinner } from '../../components/ui/page-spinner';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { TrainerAuthPage } from '../../features/auth/components/trainer-auth-page';

/** Route /trainer-auth (docs/product.md#accounts-and-roles). */
export default function Route() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <TrainerAuthPage />
    </WithFirebase>
  );
}

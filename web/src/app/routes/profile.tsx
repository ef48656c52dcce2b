import { PageSpinner } from '../../components/ui/page-spinner';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { MyProfilePage } from '../../features/auth/components/my-profile-page';

/** Route /profile (docs/product.md#accounts-and-roles). */
export default function Route() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <MyProfilePage />
    </WithFirebase>
  );
}

import { PageSpinner } from '../../components/ui/page-spinner';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { MyProfilePage } from '../../features/auth/components/my-profile-page';

/** Route /profile (spec §2 My Profile). */
export default function Route() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <MyProfilePage />
    </WithFirebase>
  );
}

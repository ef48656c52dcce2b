import { PageSpinner } from '../../components/ui/page-spinner';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { MyProfilePage } from '../../features/auth/components/my-profile-page';
import { ProfileLearnerCards } from './profile-learner-cards';

const learnerCards = (uid: string) => <ProfileLearnerCards uid={uid} />;

/** Route /profile (docs/product.md#accounts-and-roles). */
export default function Route() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <MyProfilePage learnerCards={learnerCards} />
    </WithFirebase>
  );
}

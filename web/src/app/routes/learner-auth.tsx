import { PageSpinner } from '../../components/ui/page-spinner';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { LearnerAuthPage } from '../../features/auth/components/learner-auth-page';

/** Route /learner-auth (docs/product.md#accounts-and-roles). */
export default function Route() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <LearnerAuthPage />
    </WithFirebase>
  );
}

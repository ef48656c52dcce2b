import { PageSpinner } from '../../components/ui/page-spinner';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { MyLearningPage } from '../../features/learning/components/my-learning-page';

/** Route /my-learning (signed in): the learner's enrolments, receipts and reviews. */
export default function Route() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <MyLearningPage />
    </WithFirebase>
  );
}

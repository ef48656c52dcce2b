import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner';
import { renderEnrollAction } from '../../features/payments/components/render-enroll-action';
import { TrainerProfilePage } from '../../features/trainers/components/trainer-profile-page';
import { WithFirebase } from '../../lib/firebase/with-firebase';

/**
 * /trainer/{id} (spec §2): the listing-style public trainer profile. The Courses tab takes a
 * `renderCourseAction` slot on TrainerProfilePage for a per-course Enroll Now (payments feature).
 */
export default function TrainerRoute() {
  const { id } = useParams();
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <TrainerProfilePage idParam={id} renderCourseAction={renderEnrollAction} />
    </WithFirebase>
  );
}

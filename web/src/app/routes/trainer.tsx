import {
  prefetchTrainerPublicProfile,
  TrainerPublicProfile,
} from '../../features/trainers/components/trainer-public-profile';

/** The Courses tab's Enroll Now: payments' action, loaded with the live profile (never before its first paint). */
const loadEnrollAction = () =>
  import('../../features/payments/components/render-enroll-action').then((m) => m.renderEnrollAction);

/** /trainer/{id} (docs/product.md#listing-and-search): the public trainer profile (features/trainers); its first read starts in `prefetch`. */
export default function TrainerRoute() {
  return <TrainerPublicProfile loadCourseAction={loadEnrollAction} />;
}

TrainerRoute.prefetch = prefetchTrainerPublicProfile;

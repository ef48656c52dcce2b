import { reviewOpen } from '@skillsetu/domain';
import { limit, query, where } from 'firebase/firestore';
import { useLiveQuery } from './live';
import { enrollmentsCollection } from './refs';

/**
 * Whether the signed-in learner `uid` may write a review of `courseId` now (domain reviewOpen, ADR
 * 208; the rules enforce it): live, undefined while loading or without a uid, false without an
 * active enrolment or before the first attended class of a batch.
 */
export function useCourseReviewOpen(courseId: string, uid: string | null): boolean | undefined {
  const live = useLiveQuery(
    uid
      ? query(enrollmentsCollection(), where('learner_id', '==', uid), where('course_id', '==', courseId), limit(1))
      : null,
    'Review eligibility',
  );
  if (live.status === 'idle' || live.status === 'loading') return undefined;
  const e = live.status === 'success' ? live.data[0] : undefined;
  return e ? reviewOpen(e) : false;
}

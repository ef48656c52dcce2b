import { limit, query, where } from 'firebase/firestore';
import { useLiveQuery } from './live';
import { enrollmentsCollection } from './refs';

/**
 * Whether the signed-in learner `uid` is enrolled in `courseId`, live (useLiveQuery): true / false,
 * undefined while loading (or without a uid). A list query on the learner's own enrolments (the
 * rules deny a get of a missing enrolment). A cancelled enrolment does not count; a failed read
 * (logged) counts as not enrolled. In lib/: payments (Enroll Now) and reviews (the course's Reviews
 * tab) both ask, and neither may import learning (docs/decisions/244-one-read-hook-and-feature-doors.md).
 */
export function useCourseEnrollment(courseId: string, uid: string | null): boolean | undefined {
  const live = useLiveQuery(
    uid
      ? query(enrollmentsCollection(), where('learner_id', '==', uid), where('course_id', '==', courseId), limit(1))
      : null,
    'Enrolment check',
  );
  if (live.status === 'idle' || live.status === 'loading') return undefined;
  if (live.status === 'error') return false;
  const status: string | undefined = live.data[0]?.status;
  return live.data.length > 0 && status !== 'cancelled' && status !== 'refunded';
}

import { limit, query, where } from 'firebase/firestore';
import { useLiveQuery } from '../../../lib/firebase/live';
import { enrollmentsCollection } from '../../../lib/firebase/refs';

/**
 * Whether the signed-in learner `uid` is enrolled in `courseId`, live (reactfire): true / false,
 * undefined while loading (or without a uid). A list query on the learner's own enrolments (the
 * rules deny a get of a missing enrolment). A cancelled enrolment does not count; a failed read
 * (logged) counts as not enrolled.
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

import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';

/**
 * Whether the signed-in learner `uid` is enrolled in `courseId`, live: true / false, undefined
 * while loading (or without a uid). A list query on the learner's own enrolments (the rules deny a
 * get of a missing enrolment). A cancelled or refunded enrolment does not count.
 */
export function useCourseEnrollment(courseId: string, uid: string | null): boolean | undefined {
  const key = `${courseId}:${uid ?? ''}`;
  const [state, setState] = useState<{ key: string; enrolled: boolean } | null>(null);
  useEffect(() => {
    if (!uid) return;
    const q = query(
      collection(firestore, 'enrollments'),
      where('learner_id', '==', uid),
      where('course_id', '==', courseId),
      limit(1),
    );
    return onSnapshot(
      q,
      (snap) => {
        const status = snap.docs[0]?.get('status') as unknown;
        setState({ key, enrolled: !snap.empty && status !== 'cancelled' && status !== 'refunded' });
      },
      (err) => {
        console.error('Enrolment check failed', err);
        setState({ key, enrolled: false });
      },
    );
  }, [courseId, uid, key]);
  return uid && state?.key === key ? state.enrolled : undefined;
}

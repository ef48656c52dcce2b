import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { enrollmentFromData, type MyEnrollment } from './learning-converters';

/** Enrolments shown at most (newest first); the rules allow the learner's own. */
export const MY_LEARNING_LIMIT = 50;

export interface MyEnrollmentsState {
  status: 'loading' | 'success' | 'error';
  items: MyEnrollment[];
}

/**
 * The learner's enrolments, live (a new one shows without reload), newest first:
 * enrollments where learner_id == uid, ordered by created_at desc, at most 50. Errors are logged.
 */
export function useMyEnrollments(uid: string): MyEnrollmentsState {
  const [state, setState] = useState<MyEnrollmentsState & { uid: string }>({ uid: '', status: 'loading', items: [] });
  useEffect(() => {
    const q = query(
      collection(firestore, 'enrollments'),
      where('learner_id', '==', uid),
      orderBy('created_at', 'desc'),
      limit(MY_LEARNING_LIMIT),
    );
    return onSnapshot(
      q,
      (snap) =>
        setState({
          uid,
          status: 'success',
          items: snap.docs.map((d) => enrollmentFromData(d.id, d.data())).filter((e): e is MyEnrollment => e !== null),
        }),
      (err) => {
        console.error('Enrolments fetch failed', err);
        setState({ uid, status: 'error', items: [] });
      },
    );
  }, [uid]);
  return state.uid === uid ? state : { status: 'loading', items: [] };
}

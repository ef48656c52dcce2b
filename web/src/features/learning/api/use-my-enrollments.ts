import { limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveQuery } from '../../../lib/firebase/live';
import { enrollmentsCollection } from '../../../lib/firebase/refs';
import { myEnrollmentOf, type MyEnrollment } from './learning-converters';

/** Enrolments shown at most (newest first); the rules allow the learner's own. */
export const MY_LEARNING_LIMIT = 50;

export interface MyEnrollmentsState {
  status: 'loading' | 'success' | 'error';
  items: MyEnrollment[];
}

/**
 * The learner's enrolments, live (reactfire; a new one shows without reload), newest first:
 * enrollments where learner_id == uid, ordered by created_at desc, at most 50. Errors are logged.
 */
export function useMyEnrollments(uid: string): MyEnrollmentsState {
  const live = useLiveQuery(
    query(
      enrollmentsCollection(),
      where('learner_id', '==', uid),
      orderBy('created_at', 'desc'),
      limit(MY_LEARNING_LIMIT),
    ),
    'Enrolments fetch',
  );
  const items = useMemo(() => live.data.map(myEnrollmentOf).filter((e): e is MyEnrollment => e !== null), [live.data]);
  if (live.status === 'loading' || live.status === 'idle') return { status: 'loading', items: [] };
  return { status: live.status, items: live.status === 'error' ? [] : items };
}

import { limit, query, collection, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { studentConverter } from '../../students';

/** A learner of a batch as the attendance form lists them. */
export interface BatchLearner {
  uid: string;
  name: string;
}

/**
 * The active learners of the trainer's batch, from trainer_students (the trainer's server-written
 * projection, at most 50 a query by the rules), by name. null while loading. Inside <WithFirebase>.
 */
export function useBatchLearners(trainerUid: string, batchId: string): BatchLearner[] | null {
  const q = useMemo(
    () =>
      query(
        collection(firestore, 'trainer_students').withConverter(studentConverter),
        where('trainer_id', '==', trainerUid),
        where('batch_id', '==', batchId),
        limit(50),
      ),
    [trainerUid, batchId],
  );
  const live = useLiveQuery(q, 'Batch learners fetch');
  if (live.status === 'loading' || live.status === 'idle') return null;
  return live.data
    .filter((s) => s.status === 'active')
    .map((s) => ({ uid: s.learner_id, name: s.learner_name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

import { MAX_PUBLIC_BATCHES, type Batch } from '@skillsetu/domain';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { batchConverter } from './batch-converter';

/**
 * The trainer's own batches (scheduled and cancelled), live, latest start first, at most 50 (rules:
 * a trainer lists their own). `null` while loading, 'error' when the read fails (logged). Inside <WithFirebase>.
 */
export function useTrainerBatches(uid: string): Batch[] | null | 'error' {
  const q = useMemo(
    () =>
      query(
        collection(firestore, 'batches').withConverter(batchConverter),
        where('trainer_id', '==', uid),
        orderBy('starts_at', 'desc'),
        limit(MAX_PUBLIC_BATCHES),
      ),
    [uid],
  );
  const { status, data } = useLiveQuery(q, 'Trainer batches fetch');
  if (status === 'error') return 'error';
  return status === 'success' ? data : null;
}

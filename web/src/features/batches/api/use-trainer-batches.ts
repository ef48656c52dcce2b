import { MAX_PUBLIC_BATCHES, type Batch } from '@skillsetu/domain';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { batchConverter } from './batch-converter';

/**
 * The trainer's own batches (scheduled and cancelled), live, latest start first, at most 50 (rules:
 * a trainer lists their own). `null` while loading, 'error' when the read fails. Inside <WithFirebase>.
 */
export function useTrainerBatches(uid: string): Batch[] | null | 'error' {
  const firestore = useFirestore();
  const q = useMemo(
    () =>
      query(
        collection(firestore, 'batches').withConverter(batchConverter),
        where('trainer_id', '==', uid),
        orderBy('starts_at', 'desc'),
        limit(MAX_PUBLIC_BATCHES),
      ),
    [firestore, uid],
  );
  const { status, data } = useFirestoreCollectionData(q);
  if (status === 'error') return 'error';
  return status === 'loading' ? null : data;
}

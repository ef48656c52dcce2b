import { MAX_PUBLIC_BATCHES, type Batch } from '@skillsetu/domain';
import { collection, limit, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { batchConverter } from './batch-converter';

/** Which batches: one course's, or all of one trainer's courses. */
export interface BatchScope {
  field: 'course_id' | 'trainer_id';
  value: string;
}

/**
 * Future scheduled batches of a course or a trainer, live, soonest first, at most
 * MAX_PUBLIC_BATCHES (rules: public lists of scheduled batches, limit ≤ 50). `null` while loading,
 * 'error' when the read fails (logged). Must render inside <WithFirebase>.
 */
export function useUpcomingBatches(scope: BatchScope): Batch[] | null | 'error' {
  // "Future" is fixed when the list mounts: a batch that starts while the page is open stays listed.
  const [since] = useState(() => Timestamp.now());
  const q = useMemo(
    () =>
      query(
        collection(firestore, 'batches').withConverter(batchConverter),
        where(scope.field, '==', scope.value),
        where('status', '==', 'scheduled'),
        where('starts_at', '>', since),
        orderBy('starts_at'),
        limit(MAX_PUBLIC_BATCHES),
      ),
    [scope.field, scope.value, since],
  );
  const { status, data } = useLiveQuery(q, 'Upcoming batches fetch');
  if (status === 'error') return 'error';
  return status === 'success' ? data : null;
}

import type { PayoutPart } from '@skillsetu/domain';
import { collection, limit, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { payoutPartConverter } from './payout-converters';

/** Loading, error, or a sale's parts in class order. */
export type PayoutPartsState = { status: 'loading' } | { status: 'error' } | { status: 'success'; parts: PayoutPart[] };

/**
 * The parts of one sale paid per class (payout_parts, at most 50: one per class), live, in class
 * order; amounts in paise (docs/payouts.md#paid-per-class). Must render inside <WithFirebase>.
 */
export function usePayoutParts(uid: string, orderId: string): PayoutPartsState {
  const q = useMemo(
    () =>
      query(
        collection(firestore, 'payout_parts').withConverter(payoutPartConverter),
        where('trainer_id', '==', uid),
        where('order_id', '==', orderId),
        limit(50),
      ),
    [uid, orderId],
  );
  const live = useLiveQuery(q, 'Payout parts fetch');
  return useMemo((): PayoutPartsState => {
    if (live.status === 'loading' || live.status === 'idle') return { status: 'loading' };
    if (live.status === 'error') return { status: 'error' };
    const parts = live.data.filter((p): p is PayoutPart => p !== null).sort((a, b) => a.n - b.n);
    return { status: 'success', parts };
  }, [live.status, live.data]);
}

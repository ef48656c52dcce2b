import type { PayoutDebit } from '@skillsetu/domain';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { payoutDebitConverter } from './payout-converters';

/** Loading, error, or the debits. */
export type DebitsState = { status: 'loading' } | { status: 'error' } | { status: 'success'; debits: PayoutDebit[] };

/**
 * A trainer's latest 50 refunds after payout (payout_debits, paise; open and recovered), newest
 * first, live (docs/payouts.md). Must render inside <WithFirebase>.
 */
export function useDebits(uid: string): DebitsState {
  const q = useMemo(
    () =>
      query(
        collection(firestore, 'payout_debits').withConverter(payoutDebitConverter),
        where('trainer_id', '==', uid),
        orderBy('created_at', 'desc'),
        limit(50),
      ),
    [uid],
  );
  const live = useLiveQuery(q, 'Payout debits fetch');
  return useMemo((): DebitsState => {
    if (live.status === 'loading' || live.status === 'idle') return { status: 'loading' };
    if (live.status === 'error') return { status: 'error' };
    return { status: 'success', debits: live.data.filter((d): d is PayoutDebit => d !== null) };
  }, [live.status, live.data]);
}

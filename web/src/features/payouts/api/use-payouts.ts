import type { PayoutAccount, Transfer } from '@skillsetu/domain';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveDoc, useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { payoutAccountConverter, transferConverter } from './payout-converters';

/** Loading, error, or the payouts. */
export type PayoutsState = { status: 'loading' } | { status: 'error' } | { status: 'success'; payouts: Transfer[] };

/** A trainer's latest 50 payouts (transfers/{orderId}, paise), newest first, live. Must render inside <WithFirebase>. */
export function usePayouts(uid: string): PayoutsState {
  const q = useMemo(
    () =>
      query(
        collection(firestore, 'transfers').withConverter(transferConverter),
        where('trainer_id', '==', uid),
        orderBy('created_at', 'desc'),
        limit(50),
      ),
    [uid],
  );
  const live = useLiveQuery(q, 'Payouts fetch');
  return useMemo((): PayoutsState => {
    if (live.status === 'loading' || live.status === 'idle') return { status: 'loading' };
    if (live.status === 'error') return { status: 'error' };
    return { status: 'success', payouts: live.data.filter((t): t is NonNullable<typeof t> => t !== null) };
  }, [live.status, live.data]);
}

/**
 * The trainer's payout account (payout_accounts/{uid}, last 4 digits only), live: undefined while
 * loading, null when there is none (or it cannot be read: the error is logged as 'Payout account
 * load failed'). Must render inside <WithFirebase>.
 */
export function usePayoutAccount(uid: string): PayoutAccount | null | undefined {
  const ref = useMemo(() => doc(firestore, 'payout_accounts', uid).withConverter(payoutAccountConverter), [uid]);
  const live = useLiveDoc(ref, 'Payout account load');
  if (live.status === 'loading' || live.status === 'idle') return undefined;
  return live.status === 'success' ? (live.data ?? null) : null;
}

import type { Transfer } from '@skillsetu/domain';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { payoutAccountConverter, transferConverter } from './payout-converters';

/** Loading, error, or the payouts. */
export type PayoutsState = { status: 'loading' } | { status: 'error' } | { status: 'success'; payouts: Transfer[] };

/** A trainer's latest 50 payouts (transfers/{orderId}), newest first, live. Must render inside <WithFirebase>. */
export function usePayouts(uid: string): PayoutsState {
  const firestore = useFirestore();
  const q = query(
    collection(firestore, 'transfers').withConverter(transferConverter),
    where('trainer_id', '==', uid),
    orderBy('created_at', 'desc'),
    limit(50),
  );
  const { status, data } = useFirestoreCollectionData(q);
  return useMemo((): PayoutsState => {
    if (status === 'loading') return { status: 'loading' };
    if (status === 'error' || !data) return { status: 'error' };
    return { status: 'success', payouts: data.filter((t): t is NonNullable<typeof t> => t !== null) };
  }, [status, data]);
}

/** The trainer's payout account (last 4 digits only): undefined while loading, null when none. */
export function usePayoutAccount(uid: string) {
  const firestore = useFirestore();
  const ref = doc(firestore, 'payout_accounts', uid).withConverter(payoutAccountConverter);
  const { status, data } = useFirestoreDocData(ref);
  if (status === 'loading') return undefined;
  return status === 'success' ? (data ?? null) : null;
}

import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';

/** What My Learning shows of a refund: amount (paise) and status (created → processed | failed). */
export interface RefundView {
  amountPaise: number;
  percent: number;
  status: 'created' | 'processed' | 'failed';
}

/** refunds/{refundId} of the signed-in learner, live; null while loading or when unreadable. Inside <WithFirebase>. */
export function useRefund(refundId: string): RefundView | null {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, 'refunds', refundId), [firestore, refundId]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success' || !data) return null;
  const s = data.status;
  return {
    amountPaise: typeof data.amount === 'number' ? data.amount : 0,
    percent: typeof data.percent === 'number' ? data.percent : 0,
    status: s === 'processed' || s === 'failed' ? s : 'created',
  };
}

import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveDoc } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';

/** What My Learning shows of a refund: amount (paise) and status (created → processed | failed). */
export interface RefundView {
  amountPaise: number;
  percent: number;
  status: 'created' | 'processed' | 'failed';
}

/** refunds/{refundId} of the signed-in learner, live (useLiveDoc); null while loading or when unreadable (logged). Inside <WithFirebase>. */
export function useRefund(refundId: string): RefundView | null {
  const ref = useMemo(() => doc(firestore, 'refunds', refundId), [refundId]);
  const { status, data } = useLiveDoc(ref, 'Refund fetch');
  if (status !== 'success' || !data) return null;
  const s = data.status;
  return {
    amountPaise: typeof data.amount === 'number' ? data.amount : 0,
    percent: typeof data.percent === 'number' ? data.percent : 0,
    status: s === 'processed' || s === 'failed' ? s : 'created',
  };
}

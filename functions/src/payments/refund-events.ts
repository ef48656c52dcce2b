import { refunds } from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { settleRefund } from './refunds';
import { runTransaction } from '../lib/transaction';

/** Refund webhooks this app handles (ADR 083). */
export const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed']);

/** The refund entity of a refund.* webhook, as far as the app reads it. */
export interface RefundEntity {
  id?: unknown;
  payment_id?: unknown;
  receipt?: unknown;
  amount?: unknown;
}

/**
 * Applies refund.processed / refund.failed to refunds/{receipt} (our refund id is the receipt):
 * 'created' → processed | failed, forward only, with the learner's notification, in one
 * transaction — a replayed or late event changes nothing ('unchanged'). 'ignored' when the refund
 * is not ours (no such receipt, or another payment or Razorpay refund id).
 */
export async function applyRefundEvent(
  db: Firestore,
  event: string,
  entity: RefundEntity | undefined,
): Promise<'processed' | 'failed' | 'unchanged' | 'ignored'> {
  const receipt = typeof entity?.receipt === 'string' ? entity.receipt : '';
  const razorpayId = typeof entity?.id === 'string' ? entity.id : '';
  if (!/^[\w-]{1,128}$/.test(receipt) || !razorpayId) return 'ignored';
  const ref = typedDoc(db, refunds, receipt);
  return runTransaction(db, async (tx) => {
    const refund = dataOf(await tx.get(ref));
    if (!refund || refund.payment_id !== entity?.payment_id) return 'ignored';
    const known = refund.razorpay_refund_id;
    if (known && known !== razorpayId) return 'ignored';
    if (refund.status !== 'created') return 'unchanged';
    const status = event === 'refund.processed' ? 'processed' : 'failed';
    settleRefund(tx, db, refund, status, {
      razorpay_refund_id: razorpayId,
      ...(status === 'failed' ? { error: 'Razorpay reported the refund as failed' } : {}),
    });
    return status;
  });
}

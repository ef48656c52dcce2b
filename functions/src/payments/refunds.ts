import type { RefundReason } from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { StoredOrder } from './order-docs';
import { razorpayClient } from './razorpay-config';

/** What is known of a payment to refund in full: its id and captured amount (paise). */
export interface RefundTarget {
  paymentId: string;
  amount: number;
}

/**
 * refunds/{id} of a payment refunded automatically: one per payment, so the id is deterministic
 * (`auto_{paymentId}`) and doubles as Razorpay's receipt and X-Refund-Idempotency key (ADR 012).
 */
export function autoRefundRef(db: Firestore, paymentId: string): DocumentReference {
  return db.doc(`refunds/auto_${paymentId}`);
}

/**
 * Inside the caller's transaction (after all its reads): records a full refund of `target` for
 * `order` with status 'created', unless one exists (`existing`). The API call happens after commit
 * in executeRefund, so a crash between the two leaves a 'created' refund that a retry completes.
 */
export function recordRefund(
  tx: Transaction,
  ref: DocumentReference,
  existing: boolean,
  order: StoredOrder,
  target: RefundTarget,
  reason: RefundReason,
): void {
  if (existing) return;
  tx.create(ref, {
    id: ref.id,
    order_id: order.id,
    enrollment_id: order.purpose === 'enrollment' && order.course_id ? `${order.course_id}_${order.uid}` : null,
    payment_id: target.paymentId,
    uid: order.uid,
    amount: target.amount,
    percent: 100,
    reason,
    razorpay_refund_id: null,
    status: 'created',
    created_at: FieldValue.serverTimestamp(),
  });
}

/**
 * Asks Razorpay to refund a recorded refund (POST /v1/payments/{id}/refund, speed normal, receipt =
 * the refund id) unless it already has a razorpay_refund_id. Razorpay's X-Refund-Idempotency header
 * (the refund id) makes concurrent or retried calls return the first refund, never a second one.
 * Moves the status forward only: created → processed (or stays created while Razorpay says
 * 'pending'), or failed with the error; never throws (the caller's payment outcome stands).
 */
export async function executeRefund(db: Firestore, ref: DocumentReference): Promise<void> {
  const snap = await ref.get();
  if (!snap.exists || snap.get('razorpay_refund_id') || snap.get('status') !== 'created') return;
  const paymentId = String(snap.get('payment_id'));
  try {
    const client = razorpayClient({ 'X-Refund-Idempotency': ref.id });
    const refund = await client.payments.refund(paymentId, {
      amount: Number(snap.get('amount')),
      speed: 'normal',
      receipt: ref.id,
      notes: { order_id: String(snap.get('order_id')), reason: String(snap.get('reason')) },
    });
    await db.runTransaction(async (tx) => {
      const now = await tx.get(ref);
      if (now.get('status') !== 'created') return;
      tx.update(ref, {
        razorpay_refund_id: refund.id,
        status: refund.status === 'processed' ? 'processed' : 'created',
        updated_at: FieldValue.serverTimestamp(),
      });
    });
    logger.info('Refund created', { refundId: ref.id, razorpayRefundId: refund.id, status: refund.status });
  } catch (err) {
    const description = (err as { error?: { description?: unknown } }).error?.description;
    logger.error('Refund failed', { refundId: ref.id, paymentId, description: String(description ?? err) });
    await ref
      .update({
        status: 'failed',
        error: String(description ?? 'refund failed').slice(0, 300),
        updated_at: FieldValue.serverTimestamp(),
      })
      .catch(() => undefined);
  }
}

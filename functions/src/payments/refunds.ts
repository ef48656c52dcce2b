import {
  formatRupees,
  paiseToRupees,
  REFUND_TIMELINES,
  refunds,
  type Order,
  type Refund,
  type RefundReason,
} from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { razorpayClient } from './razorpay-config';
import { runTransaction } from '../lib/transaction';

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
  order: Order,
  target: RefundTarget,
  reason: RefundReason,
): void {
  if (existing) return;
  tx.create(typedDoc(ref.firestore, refunds, ref.id), {
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
  const typed = typedDoc(db, refunds, ref.id);
  const r = dataOf(await typed.get());
  if (!r || r.razorpay_refund_id || r.status !== 'created') return;
  const paymentId = r.payment_id;
  try {
    const client = razorpayClient({ 'X-Refund-Idempotency': ref.id });
    const refund = await client.payments.refund(paymentId, {
      amount: r.amount,
      speed: 'normal',
      receipt: ref.id,
      notes: { order_id: r.order_id, reason: r.reason },
    });
    await runTransaction(db, async (tx) => {
      const now = dataOf(await tx.get(typed));
      if (now?.status !== 'created') return;
      if (refund.status === 'processed') settleRefund(tx, db, now, 'processed', { razorpay_refund_id: refund.id });
      else tx.update(ref, { razorpay_refund_id: refund.id, updated_at: FieldValue.serverTimestamp() });
    });
    logger.info('Refund created', { refundId: ref.id, razorpayRefundId: refund.id, status: refund.status });
  } catch (err) {
    const description = (err as { error?: { description?: unknown } }).error?.description;
    logger.error('Refund failed', { refundId: ref.id, paymentId, description: String(description ?? err) });
    await runTransaction(db, async (tx) => {
      const now = dataOf(await tx.get(typed));
      if (now?.status !== 'created') return;
      settleRefund(tx, db, now, 'failed', { error: String(description ?? 'refund failed').slice(0, 300) });
    }).catch(() => undefined);
  }
}

// --- batches: settling a refund (refund.processed / refund.failed, ADR 083) ---
/**
 * Inside a transaction that read `refund` (refunds/{id} through its module, still 'created'): moves
 * it to `status` (forward only; the caller checked) with `extra` fields, and tells the refunded user
 * in notifications/{id} (no order_id: fulfilment notifications are counted by order). Amount in paise.
 */
export function settleRefund(
  tx: Transaction,
  db: Firestore,
  refund: Refund,
  status: 'processed' | 'failed',
  extra: Partial<Pick<Refund, 'razorpay_refund_id' | 'error'>> = {},
): void {
  tx.update(db.doc(refunds.path(refund.id)), { ...extra, status, updated_at: FieldValue.serverTimestamp() });
  if (!refund.uid) return;
  const rupees = formatRupees(paiseToRupees(refund.amount));
  tx.create(db.collection('notifications').doc(), {
    user_id: refund.uid,
    title: status === 'processed' ? 'Refund Processed' : 'Refund Failed',
    message:
      status === 'processed'
        ? `Your refund of ${rupees} has been processed. ${REFUND_TIMELINES.funds}.`
        : `Your refund of ${rupees} could not be completed. Our team has been alerted and will contact you.`,
    type: status === 'processed' ? 'success' : 'error',
    is_read: false,
    action_url: '/my-learning',
    refund_id: refund.id,
    created_at: FieldValue.serverTimestamp(),
  });
}
// --- end batches ---

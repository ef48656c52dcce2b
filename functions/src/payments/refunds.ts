import { formatRupees, paiseToRupees, REFUND_TIMELINES, type RefundReason, type Order } from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
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
  order: Order,
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
      if (refund.status === 'processed') settleRefund(tx, now, 'processed', { razorpay_refund_id: refund.id });
      else tx.update(ref, { razorpay_refund_id: refund.id, updated_at: FieldValue.serverTimestamp() });
    });
    logger.info('Refund created', { refundId: ref.id, razorpayRefundId: refund.id, status: refund.status });
  } catch (err) {
    const description = (err as { error?: { description?: unknown } }).error?.description;
    logger.error('Refund failed', { refundId: ref.id, paymentId, description: String(description ?? err) });
    await db
      .runTransaction(async (tx) => {
        const now = await tx.get(ref);
        if (now.get('status') !== 'created') return;
        settleRefund(tx, now, 'failed', { error: String(description ?? 'refund failed').slice(0, 300) });
      })
      .catch(() => undefined);
  }
}

// --- batches: settling a refund (refund.processed / refund.failed, ADR 083) ---
/**
 * Inside a transaction that read `snap` (a refunds/{id} still 'created'): moves it to `status`
 * (forward only; the caller checked) with `extra` fields, and tells the refunded user in
 * notifications/{id} (no order_id: fulfilment notifications are counted by order).
 */
export function settleRefund(
  tx: Transaction,
  snap: DocumentSnapshot,
  status: 'processed' | 'failed',
  extra: Record<string, unknown> = {},
): void {
  tx.update(snap.ref, { ...extra, status, updated_at: FieldValue.serverTimestamp() });
  const uid = snap.get('uid') as unknown;
  if (typeof uid !== 'string' || !uid) return;
  const rupees = formatRupees(paiseToRupees(Number(snap.get('amount') ?? 0)));
  tx.create(snap.ref.firestore.collection('notifications').doc(), {
    user_id: uid,
    title: status === 'processed' ? 'Refund Processed' : 'Refund Failed',
    message:
      status === 'processed'
        ? `Your refund of ${rupees} has been processed. ${REFUND_TIMELINES.funds}.`
        : `Your refund of ${rupees} could not be completed. Our team has been alerted and will contact you.`,
    type: status === 'processed' ? 'success' : 'error',
    is_read: false,
    action_url: '/my-learning',
    refund_id: snap.id,
    created_at: FieldValue.serverTimestamp(),
  });
}
// --- end batches ---

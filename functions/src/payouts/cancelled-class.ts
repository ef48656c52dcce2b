import { disputeRefundPaise, enrollments, formatPaise, orders, payoutParts, refunds } from '@skillsetu/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { collectionPath, dataOf, typedDoc, typedRead } from '../lib/typed-docs';
import { executeRefund } from '../payments/refunds';
import { notification } from '../notifications/server-notification';
import { runTransaction } from '../lib/transaction';

/**
 * Class n of a batch was cancelled by its trainer: for each sale paid per class whose part of it is
 * still 'waiting', the learner gets the class's share of what they paid back (100 %, the policy's
 * "trainer cancelled"; refunds/class_{orderId}_{n}, reason class_dispute, through the Refunds API),
 * and the part becomes 'resolved' with 0 % kept, so the payout job closes it once the refund is
 * applied (docs/decisions/204-cancelled-class-parts.md). Once per part (transaction; deterministic
 * refund id); the Razorpay call is idempotent on that id. Returns how many refunds it recorded.
 */
export async function refundCancelledClass(db: Firestore, batchId: string, n: number): Promise<number> {
  const parts = await db.collection('payout_parts').where('batch_id', '==', batchId).where('n', '==', n).get();
  let made = 0;
  for (const p of parts.docs) {
    const orderId = typedRead(payoutParts, p)?.order_id;
    if (!orderId) continue;
    const refundRef = db.doc(`refunds/class_${orderId}_${n}`);
    const amount = await runTransaction(db, async (tx) => {
      const part = dataOf(await tx.get(typedDoc(db, payoutParts, p.id)));
      if (part?.status !== 'waiting') return 0;
      const [orderSnap, sameOrder] = await Promise.all([
        tx.get(typedDoc(db, orders, orderId)),
        tx.get(db.collection(collectionPath(refunds)).where('order_id', '==', orderId)),
      ]);
      const order = dataOf(orderSnap);
      // A sale without its payment has nothing to refund through Razorpay: the part waits.
      if (!order?.payment_id) return 0;
      const paid = order.amount;
      const refunded = sameOrder.docs
        .map((r) => typedRead(refunds, r))
        .filter((r) => r !== null && r.status !== 'failed' && r.payment_id === order.payment_id)
        .reduce((s, r) => s + (r?.amount ?? 0), 0);
      const refund = disputeRefundPaise(paid, part.of, n, 'trainer_cancelled', paid - refunded);
      tx.update(p.ref, { status: 'resolved', kept_percent: 0, refund_id: refund > 0 ? refundRef.id : null });
      if (refund <= 0) return 0;
      tx.create(typedDoc(db, refunds, refundRef.id), {
        id: refundRef.id,
        order_id: orderId,
        enrollment_id: part.enrollment_id ?? null,
        payment_id: order.payment_id,
        uid: part.learner_id ?? '',
        amount: refund,
        percent: 100,
        reason: 'class_dispute',
        razorpay_refund_id: null,
        status: 'created',
        created_at: FieldValue.serverTimestamp(),
      });
      tx.update(db.doc(enrollments.path(String(part.enrollment_id))), {
        class_refunded_paise: FieldValue.increment(refund),
      });
      tx.create(
        db.collection('notifications').doc(),
        notification(
          String(part.learner_id),
          'Refund for a cancelled class',
          `Class ${n} was cancelled by the trainer: ${formatPaise(refund)}, its share of your payment, is refunded.`,
        ),
      );
      return refund;
    });
    if (amount > 0) {
      made++;
      await executeRefund(db, refundRef);
    }
  }
  return made;
}

import {
  batches,
  CANCEL_MESSAGES,
  enrollments,
  orders,
  refunds,
  type CancellationQuote,
  type CancelledBy,
} from '@skillsetu/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { dataOf, typedDoc, typedRead } from '../lib/typed-docs';
import { cancellationNotice, quoteFrom } from './cancellation-quote';
import { runTransaction } from '../lib/transaction';

/** refunds/{id} of a cancellation: one per payment (`cncl_{paymentId}`), also the receipt and idempotency key. */
export function cancellationRefundRef(db: Firestore, paymentId: string): DocumentReference {
  return db.doc(`refunds/cncl_${paymentId}`);
}

/** The quote of one enrolment at `now` (server clock), from its snapshots: quoteFrom (cancellation-quote.ts). */
export function quoteOf(
  enrollment: DocumentSnapshot,
  batch: DocumentSnapshot | null,
  cancelledBy: CancelledBy,
  now: Date,
): CancellationQuote {
  return quoteFrom(enrollment.data() ?? {}, batch?.exists ? (batch.data() ?? null) : null, cancelledBy, now);
}

/** The result of a cancellation: the quote applied, the refund to send (null when nothing is refunded), and whether this call cancelled. */
export interface CancelOutcome {
  quote: CancellationQuote;
  refundRef: DocumentReference | null;
  changed: boolean;
}

/**
 * Cancels enrollments/{id} once (forward-only: active → cancelled with cancelled_at, cancelled_by,
 * refund_id, refunded_paise), in ONE transaction with the refund record (refunds/cncl_{paymentId},
 * status 'created'), the freed seat (batches/{id}.seats_taken − 1) and the learner's notification.
 * The quote is computed inside from the server clock. Racing calls serialise on the enrolment: the
 * second sees 'cancelled' and returns the first's outcome (changed false). The Razorpay call happens
 * after commit (executeRefund), so a crash between leaves a 'created' refund a retry completes.
 * Throws HttpsError not-found when the enrolment does not exist.
 */
export async function cancelEnrollmentOnce(
  db: Firestore,
  enrollmentRef: DocumentReference,
  cancelledBy: CancelledBy,
): Promise<CancelOutcome> {
  return runTransaction(
    db,
    async (tx) => {
      const enrollment = await tx.get(enrollmentRef);
      // An enrolment the module cannot read (no order, learner or amount) is not one to cancel.
      const e = typedRead(enrollments, enrollment);
      if (!e) throw new HttpsError('not-found', CANCEL_MESSAGES.notEnrolled);
      const batchRef = e.batch_id ? db.doc(batches.path(e.batch_id)) : null;
      const orderRef = typedDoc(db, orders, e.order_id);
      const [batch, orderSnap] = await Promise.all([
        batchRef ? tx.get(batchRef) : Promise.resolve(null),
        tx.get(orderRef),
      ]);
      const order = dataOf(orderSnap) ?? null;
      const now = Timestamp.now();

      if (e.status === 'cancelled') {
        const by = e.cancelled_by === 'trainer' ? 'trainer' : 'learner';
        const at = e.cancelled_at ?? now.toDate();
        return {
          quote: { ...quoteOf(enrollment, batch, by, at), amountPaise: e.refunded_paise ?? 0 },
          refundRef: e.refund_id ? db.doc(refunds.path(e.refund_id)) : null,
          changed: false,
        };
      }
      const quoted = quoteOf(enrollment, batch, cancelledBy, now.toDate());
      // Classes already refunded by a dispute or a cancelled class are not refunded twice (ADR 202).
      const classRefunded = e.class_refunded_paise ?? 0;
      const cap = Math.max(0, (order?.amount ?? quoted.amountPaise) - classRefunded);
      const quote = { ...quoted, amountPaise: Math.min(quoted.amountPaise, cap) };
      const paymentId = order?.payment_id;
      const refundRef = quote.amountPaise > 0 && paymentId ? cancellationRefundRef(db, paymentId) : null;
      const refundSnap = refundRef ? await tx.get(refundRef) : null;
      // Every read happens before the first write.
      if (refundRef && paymentId && !refundSnap?.exists) {
        tx.create(typedDoc(db, refunds, refundRef.id), {
          id: refundRef.id,
          order_id: orderRef.id,
          enrollment_id: enrollmentRef.id,
          payment_id: paymentId,
          uid: e.learner_id,
          trainer_id: e.trainer_id,
          course_id: e.course_id,
          batch_id: batchRef?.id ?? null,
          amount: quote.amountPaise,
          percent: quote.percent,
          tier: quote.tier,
          reason: cancelledBy === 'trainer' ? 'trainer_cancelled' : 'learner_cancelled',
          razorpay_refund_id: null,
          status: 'created',
          created_at: now.toDate(),
        });
      }
      tx.update(enrollmentRef, {
        status: 'cancelled',
        cancelled_at: now,
        cancelled_by: cancelledBy,
        refund_id: refundRef?.id ?? null,
        refunded_paise: refundRef ? quote.amountPaise : 0,
        refund_percent: quote.percent,
      });
      if (batchRef && batch && (typedRead(batches, batch)?.seats_taken ?? 0) > 0) {
        tx.update(batchRef, { seats_taken: FieldValue.increment(-1) });
      }
      const notice = cancellationNotice(order?.course_title ?? 'your course', quote, cancelledBy);
      tx.create(db.collection('notifications').doc(), {
        user_id: e.learner_id,
        ...notice,
        is_read: false,
        action_url: '/my-learning',
        enrollment_id: enrollmentRef.id,
        created_at: now,
      });
      return { quote: { ...quote, cancelled: true }, refundRef, changed: true };
    },
    { maxAttempts: 20 },
  );
}

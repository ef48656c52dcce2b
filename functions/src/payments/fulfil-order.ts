import {
  batches,
  enrollmentId,
  enrollments,
  extendSubscription,
  orderLeases,
  orders,
  pendingPurchases,
  profiles,
  webhookEvents,
} from '@skillsetu/domain';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { saleProblem } from './batch-seats';
import { withLease } from './lease';
import { currentSubscription } from './current-subscription';
import { autoRefundRef, executeRefund, recordRefund } from './refunds';
import { staleOrderReason } from './stale-order';
import {
  enrollmentSplit,
  fulfilmentResult,
  notificationFor,
  REFUNDED,
  refundReasonOf,
  type FulfilResult,
  type FulfilSource,
} from './fulfil-decision';
import { dataOf, typedDoc, typedRead } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

export type { FulfilResult, FulfilSource } from './fulfil-decision';

export interface FulfilInput {
  orderId: string;
  paymentId: string;
  source: FulfilSource;
  /** Captured amount in paise when known (webhook): must equal the stored order's amount. */
  amountPaid?: number;
  /** webhook_events/{id}: recorded in the same transaction, so a replayed event changes nothing. */
  eventRef?: DocumentReference;
  eventType?: string;
}

/**
 * Fulfils a paid order exactly once, in ONE Firestore transaction shared by verifyRazorpayPayment,
 * razorpayWebhook and the free-plan path (docs/architecture.md#cloud-functions): order created → paid
 * (never back), then the subscription on profiles/{uid} (extended, never shortened: docs/architecture.md#decision-7) or
 * enrollments/{courseId}_{uid}, plus a success notification. Racing callers take turns through the
 * lease `order_leases/{orderId}` (lease.ts). A payment that cannot be kept — a second payment of a
 * paid order, a payment of an enrolment paid through another order, a captured amount that differs
 * from the order, a payment after the order expired or for a course whose price changed since
 * (stale-order.ts, ADR 145) — is recorded as a full refund in the same transaction and refunded
 * through Razorpay after it (refunds.ts, ADR 012).
 */
export async function fulfilOrder(db: Firestore, input: FulfilInput): Promise<FulfilResult> {
  const orderRef = typedDoc(db, orders, input.orderId);
  const result = await withLease(
    typedDoc(db, orderLeases, input.orderId),
    () => fulfilOrderOnce(db, input),
    // A replayed browser verify of a paid order needs no transaction at all.
    async () => {
      if (input.eventRef) return undefined;
      const order = dataOf(await orderRef.get());
      return order?.status === 'paid' && order.payment_id === input.paymentId ? 'already-paid' : undefined;
    },
  );
  if (REFUNDED.has(result)) {
    await executeRefund(db, autoRefundRef(db, input.paymentId));
  }
  return result;
}

async function fulfilOrderOnce(db: Firestore, input: FulfilInput): Promise<FulfilResult> {
  const orderRef = typedDoc(db, orders, input.orderId);
  return runTransaction(
    db,
    async (tx) => {
      const [orderSnap, eventSnap] = await Promise.all([
        tx.get(orderRef),
        input.eventRef ? tx.get(input.eventRef) : Promise.resolve(null),
      ]);
      // A replayed webhook event reads nothing more (fulfilmentResult gives it 'duplicate-event').
      if (eventSnap?.exists) return 'duplicate-event';
      const order = dataOf(orderSnap) ?? null;
      const enrollmentRef =
        order?.purpose === 'enrollment' && order.course_id
          ? db.doc(`enrollments/${enrollmentId(order.course_id, order.uid)}`)
          : null;
      const enrollmentSnap = enrollmentRef && order?.status === 'created' ? await tx.get(enrollmentRef) : null;
      // An existing enrolment the module cannot read (no order id) counts as paid elsewhere, as before.
      const paidElsewhere =
        enrollmentSnap?.exists === true && typedRead(enrollments, enrollmentSnap)?.order_id !== order?.id;
      // The seat is counted here, in the transaction that sells it: racing payments serialise on the batch.
      const batchRef = order?.batch_id && order.status === 'created' ? db.doc(`batches/${order.batch_id}`) : null;
      const batchSnap = batchRef ? await tx.get(batchRef) : null;
      const txNow = Timestamp.now();
      const stale = order && input.source !== 'free' ? await staleOrderReason(tx, db, order, txNow.toDate()) : null;
      const courseRef = enrollmentRef && order?.status === 'created' ? db.doc(`courses/${order.course_id}`) : null;
      const courseSnap = courseRef ? await tx.get(courseRef) : null;
      const problem =
        courseSnap && order?.course_id ? saleProblem(courseSnap, batchSnap, order.course_id, txNow.toDate()) : null;
      const result = fulfilmentResult({
        order,
        paymentId: input.paymentId,
        source: input.source,
        amountPaid: input.amountPaid,
        eventSeen: false,
        stale,
        paidElsewhere,
        problem,
      });

      const refundRef = autoRefundRef(db, input.paymentId);
      const refundSnap = REFUNDED.has(result) ? await tx.get(refundRef) : null;
      const pendingRef = order?.pending_key ? typedDoc(db, pendingPurchases, order.pending_key) : null;
      const pendingSnap = result === 'fulfilled' && pendingRef ? await tx.get(pendingRef) : null;
      const profileRef = order ? db.doc(`profiles/${order.uid}`) : null;
      // Every read happens before the first write (Firestore transactions).
      const profileSnap =
        result === 'fulfilled' && order?.purpose === 'subscription' && profileRef ? await tx.get(profileRef) : null;

      if (input.eventRef) {
        tx.create(typedDoc(db, webhookEvents, input.eventRef.id), {
          type: input.eventType ?? null,
          order_id: input.orderId,
          payment_id: input.paymentId,
          result,
          received_at: FieldValue.serverTimestamp(),
        });
      }
      if (order && refundSnap) {
        const amount = input.amountPaid ?? order.amount;
        const reason = refundReasonOf(result);
        recordRefund(tx, refundRef, refundSnap.exists, order, { paymentId: input.paymentId, amount }, reason);
        // The order stays as it was (a paid order keeps its payment); an unpaid one is flagged for review.
        if (order.status === 'created') tx.update(orderRef, { flag: reason, flagged_at: FieldValue.serverTimestamp() });
      }
      if (result !== 'fulfilled' || !order) return result;

      const now = txNow;
      tx.update(orderRef, {
        status: 'paid',
        payment_id: input.paymentId,
        paid_at: now,
        fulfilled_by: input.source,
      });
      if (pendingRef && (pendingSnap ? dataOf(pendingSnap) : null)?.order_id === order.id) tx.delete(pendingRef);

      if (order.purpose === 'subscription') {
        const userType = profileSnap ? typedRead(profiles, profileSnap)?.user_type : undefined;
        const next = extendSubscription(
          currentSubscription(profileSnap?.data()),
          { plan: order.plan ?? 'starter', billing: order.billing ?? 'monthly' },
          now.toDate(),
        );
        tx.set(
          db.doc(`profiles/${order.uid}`),
          {
            subscription_plan: next.plan,
            subscription_status: 'active',
            subscription_start_date: Timestamp.fromDate(next.start),
            subscription_end_date: Timestamp.fromDate(next.end),
            // A new purchase renews a plan that was cancelled at its period end (docs/decisions/085-plan-money-back.md).
            subscription_cancel_at_period_end: false,
            // Buying a trainer plan makes a learner a trainer (user_type is server-owned; admins stay admins).
            ...(userType === 'admin' ? {} : { user_type: 'trainer' }),
            updated_at: now,
          },
          { merge: true },
        );
      } else if (enrollmentRef && order.course_id && order.trainer_id && !enrollmentSnap?.exists) {
        tx.create(typedDoc(db, enrollments, enrollmentRef.id), {
          course_id: order.course_id,
          learner_id: order.uid,
          trainer_id: order.trainer_id,
          order_id: order.id,
          amount: order.amount,
          currency: 'INR',
          status: 'active',
          ...enrollmentSplit(order),
          batch_id: batchSnap ? batchSnap.id : null,
          batch_starts_at: batchSnap ? (typedRead(batches, batchSnap)?.starts_at ?? null) : null,
          created_at: now.toDate(),
        });
      }
      if (batchRef && enrollmentRef && !enrollmentSnap?.exists) {
        tx.update(batchRef, { seats_taken: FieldValue.increment(1) });
      }
      tx.create(db.collection('notifications').doc(), {
        user_id: order.uid,
        ...notificationFor(order),
        type: 'success',
        is_read: false,
        order_id: order.id,
        created_at: now,
      });
      return result;
    },
    { maxAttempts: 20 },
  );
}

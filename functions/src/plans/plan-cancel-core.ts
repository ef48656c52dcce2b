import {
  PLAN_CANCEL_MESSAGES,
  PLAN_MONEY_BACK_REASON,
  planCancellation,
  type CancelPlanResponse,
  type PlanOrder,
  orderLeases,
  orders as orderDocs,
  profiles,
} from '@skillsetu/domain';
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { withLease } from '../payments/lease';
import { currentSubscription } from '../payments/current-subscription';
import { executeRefund } from '../payments/refunds';
import { applyUnpublish, coursesToUnpublish } from './money-back-courses';
import { alreadyCancelled, planCancelNotices, planCancelResponse, profileAfterCancel } from './plan-cancel-decision';
import { collectionPath, typedDoc, typedRead } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

/** refunds/{id} of a plan order refunded under the money-back guarantee: one per order, deterministic (docs/decisions/085-plan-money-back.md). */
export function moneyBackRefundRef(db: Firestore, orderId: string): DocumentReference {
  return db.doc(`refunds/moneyback_${orderId}`);
}

interface Outcome {
  response: CancelPlanResponse;
  refunds: DocumentReference[];
}

/**
 * Cancels (confirm) or quotes the trainer `uid`'s plan at the server's `now` (docs/decisions/085-plan-money-back.md):
 * one transaction per uid at a time (a lease, then a transaction that re-reads the profile, the
 * paid plan orders and their money-back refunds) records a full refund for each order paid within
 * 30 days (refunds/moneyback_{orderId}, status 'created') unless the trainer had a money-back
 * before (one per trainer), ends the plan or marks it not renewing on profiles/{uid}
 * (subscription_* forward only), unpublishes the newest courses beyond the limit of the plan left
 * (Starter's when none, course_counts kept exact: docs/decisions/147-money-back-returns-starter-limits.md) and notifies the trainer,
 * naming them; after commit Razorpay's
 * Refunds API is called (executeRefund, X-Refund-Idempotency = the refund id). Racing or repeated
 * calls find the refunds recorded and answer 'already_cancelled'. Throws failed-precondition
 * (no paid plan to cancel).
 */
export async function cancelPlanFor(
  db: Firestore,
  uid: string,
  confirm: boolean,
  now: Date,
): Promise<CancelPlanResponse> {
  const run = () => runTransaction(db, (tx) => decide(db, tx, uid, confirm, now));
  const outcome = confirm ? await withLease(typedDoc(db, orderLeases, `plan_cancel_${uid}`), run) : await run();
  for (const ref of outcome.refunds) await executeRefund(db, ref);
  return outcome.response;
}

async function decide(db: Firestore, tx: Transaction, uid: string, confirm: boolean, now: Date): Promise<Outcome> {
  const profileRef = db.doc(`profiles/${uid}`);
  const [profile, ordersSnap] = await Promise.all([
    tx.get(profileRef),
    tx.get(
      db
        .collection(collectionPath(orderDocs))
        .where('uid', '==', uid)
        .where('purpose', '==', 'subscription')
        .where('status', '==', 'paid'),
    ),
  ]);
  if (!profile.exists) throw new HttpsError('failed-precondition', PLAN_CANCEL_MESSAGES.noPaidPlan);
  const orders = ordersSnap.docs.flatMap((d) => {
    const o = typedRead(orderDocs, d);
    return o && o.plan && o.billing && o.paid_at ? [{ o, paidAt: o.paid_at }] : [];
  });
  const refundSnaps = orders.length ? await tx.getAll(...orders.map(({ o }) => moneyBackRefundRef(db, o.id))) : [];
  const planOrders: PlanOrder[] = orders.map(({ o, paidAt }, i) => ({
    id: o.id,
    plan: o.plan ?? 'starter',
    billing: o.billing ?? 'monthly',
    amountPaise: o.amount,
    paidAt,
    refunded: refundSnaps[i]?.exists === true,
  }));
  const current = currentSubscription(profile.data());
  const decision = planCancellation(current, planOrders, now);
  const stored = typedRead(profiles, profile);
  const cancelledBefore = stored?.subscription_cancelled_at instanceof Date;
  if (!decision) {
    if (cancelledBefore) return { response: alreadyCancelled(current), refunds: [] };
    throw new HttpsError('failed-precondition', PLAN_CANCEL_MESSAGES.noPaidPlan);
  }
  const stamp = Timestamp.fromDate(now);
  const notify = (notices: { title: string; message: string }[]) => {
    for (const { title, message } of notices)
      tx.create(db.collection('notifications').doc(), {
        user_id: uid,
        title,
        message,
        type: 'info',
        is_read: false,
        action_url: '/trainer-dashboard',
        created_at: stamp,
      });
  };

  if (decision.kind === 'period-end') {
    if (stored?.subscription_cancel_at_period_end === true) return { response: alreadyCancelled(current), refunds: [] };
    const response = planCancelResponse(current, decision, confirm);
    if (!confirm) return { response, refunds: [] };
    tx.update(profileRef, profileAfterCancel(decision, stamp));
    notify(planCancelNotices(current, decision));
    return { response, refunds: [] };
  }

  // The money-back returns the trainer to the limits of the plan left, Starter's when none (ADR 147).
  const courses = await coursesToUnpublish(tx, db, uid, decision.end ? decision.plan : null);
  const response = planCancelResponse(
    current,
    decision,
    confirm,
    courses.unpublish.map((c) => c.title),
  );
  if (!confirm) return { response, refunds: [] };
  const refunds: DocumentReference[] = [];
  for (const id of decision.refundOrderIds) {
    const { o } = orders.find((x) => x.o.id === id) ?? {};
    if (!o) continue;
    const ref = moneyBackRefundRef(db, o.id);
    tx.create(ref, {
      id: ref.id,
      order_id: o.id,
      enrollment_id: null,
      payment_id: o.payment_id,
      uid,
      amount: o.amount,
      percent: 100,
      reason: PLAN_MONEY_BACK_REASON,
      razorpay_refund_id: null,
      status: 'created',
      created_at: stamp,
    });
    refunds.push(ref);
  }
  tx.update(profileRef, profileAfterCancel(decision, stamp));
  notify(planCancelNotices(current, decision, applyUnpublish(tx, db, courses, stamp)));
  return { response, refunds };
}

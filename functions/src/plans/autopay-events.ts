import { AUTOPAY_MESSAGES, extendSubscription, planDateIst, planSubscriptions, profiles } from '@skillsetu/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { currentSubscription } from '../payments/current-subscription';
import { runTransaction } from '../lib/transaction';
import { dataOf, typedDoc, typedRead } from '../lib/typed-docs';

/** The subscription.* events autopay acts on (Razorpay Subscriptions webhooks; docs/decisions/162-autopay-subscriptions.md). */
export const AUTOPAY_EVENTS: ReadonlySet<string> = new Set([
  'subscription.authenticated',
  'subscription.activated',
  'subscription.charged',
  'subscription.pending',
  'subscription.halted',
  'subscription.cancelled',
  'subscription.completed',
]);

/** plan_subscriptions/{id}.status, in the order a subscription moves through them. */
const RANK: Record<string, number> = {
  created: 0,
  authenticated: 1,
  active: 2,
  pending: 3,
  halted: 4,
  cancelled: 5,
  completed: 5,
};
const TERMINAL = new Set(['cancelled', 'completed']);

/** One subscription webhook (or the browser's verified checkout), reduced to what autopay reads. */
export interface AutopayEvent {
  event: string;
  /** webhook_events/{eventId}: recorded in the transaction, so a replay changes nothing. */
  eventId: string;
  subscriptionId: string;
  /** subscription.charged: the payment and its invoice order at Razorpay (paise). */
  payment?: { id: string; orderId: string; amount: number };
}

export type AutopayResult = 'applied' | 'renewed' | 'duplicate-event' | 'already-paid' | 'ignored' | 'amount-mismatch';

/**
 * Applies one autopay event in ONE transaction (docs/decisions/162-autopay-subscriptions.md): deduplicated on the event id;
 * plan_subscriptions/{id}.status only moves forward (created → active → pending → halted → cancelled
 * or completed), except that a successful charge returns pending or halted to active, as Razorpay
 * does, and a terminal state never moves. subscription.charged writes the renewal as orders/{invoice
 * order id} (paid, with a receipt; once per payment, so replays and the browser's verify cannot
 * charge twice) and extends profiles/{uid} by exactly one period from the later of now and its end
 * (extendSubscription, ADR 011). pending and halted notify the trainer what to do; cancelled marks
 * the plan as not renewing. Events for subscriptions not ours are 'ignored'.
 */
export async function applyAutopayEvent(db: Firestore, e: AutopayEvent, now: Date): Promise<AutopayResult> {
  const eventRef = db.doc(`webhook_events/${e.eventId}`);
  const subRef = typedDoc(db, planSubscriptions, e.subscriptionId);
  return runTransaction(db, async (tx) => {
    const [eventSnap, subSnap] = await Promise.all([tx.get(eventRef), tx.get(subRef)]);
    if (eventSnap.exists) return 'duplicate-event';
    // a subscription its module cannot read (no owner, amount or status) is not one of ours
    const sub = dataOf(subSnap);
    if (!sub) return 'ignored';
    const { uid, billing, status } = sub; // billing: 'monthly' when unreadable (the module's fallback)
    const profileRef = db.doc(`profiles/${uid}`);
    const orderRef = e.payment ? db.doc(`orders/${e.payment.orderId}`) : null;
    const [profileSnap, orderSnap] = await Promise.all([tx.get(profileRef), orderRef ? tx.get(orderRef) : null]);
    const stamp = Timestamp.fromDate(now);
    const notify = (title: string, message: string) =>
      tx.create(db.collection('notifications').doc(), {
        user_id: uid,
        title,
        message,
        type: 'info',
        is_read: false,
        action_url: '/trainer-dashboard/plan',
        created_at: stamp,
      });
    const moveTo = (next: string) =>
      !TERMINAL.has(status) && (RANK[next] ?? 0) > (RANK[status] ?? 0)
        ? tx.update(subRef, { status: next, updated_at: stamp })
        : undefined;
    const currentEnd = currentSubscription(profileSnap.data()).end;
    const endText = currentEnd ? planDateIst(currentEnd.toISOString()) : planDateIst(now.toISOString());
    let result: AutopayResult = 'applied';

    if (e.event === 'subscription.charged') {
      if (!e.payment || !orderRef) return 'ignored';
      if (orderSnap?.exists) result = 'already-paid';
      else if (e.payment.amount !== sub.amount) result = 'amount-mismatch';
      else {
        const next = extendSubscription(
          currentSubscription(profileSnap.data()),
          { plan: 'professional', billing },
          now,
        );
        const receipt = `rcpt_${e.payment.id}`;
        tx.create(orderRef, {
          uid,
          purpose: 'subscription',
          status: 'paid',
          amount: e.payment.amount,
          currency: 'INR',
          plan: 'professional',
          billing,
          course_id: null,
          course_title: null,
          trainer_id: null,
          commission_percent: null,
          pending_key: `autopay_${e.subscriptionId}`,
          payment_id: e.payment.id,
          subscription_id: e.subscriptionId,
          receipt,
          paid_at: stamp,
          fulfilled_by: 'autopay',
          created_at: stamp,
        });
        tx.set(
          profileRef,
          {
            subscription_plan: next.plan,
            subscription_status: 'active',
            subscription_start_date: Timestamp.fromDate(next.start),
            subscription_end_date: Timestamp.fromDate(next.end),
            subscription_cancel_at_period_end: sub.cancel_at_cycle_end,
            updated_at: stamp,
          },
          { merge: true },
        );
        if (!TERMINAL.has(status)) {
          tx.update(subRef, {
            status: 'active',
            paid_count: sub.paid_count + 1,
            updated_at: stamp,
          });
        }
        notify(AUTOPAY_MESSAGES.renewedTitle, AUTOPAY_MESSAGES.renewed(planDateIst(next.end.toISOString()), receipt));
        result = 'renewed';
      }
    } else if (e.event === 'subscription.activated' || e.event === 'subscription.authenticated') {
      if (!TERMINAL.has(status) && status !== 'active') tx.update(subRef, { status: 'active', updated_at: stamp });
    } else if (e.event === 'subscription.pending') {
      if (status === 'active') {
        moveTo('pending');
        notify(AUTOPAY_MESSAGES.pendingTitle, AUTOPAY_MESSAGES.pending);
      }
    } else if (e.event === 'subscription.halted') {
      if (!TERMINAL.has(status) && status !== 'halted') {
        moveTo('halted');
        notify(AUTOPAY_MESSAGES.haltedTitle, AUTOPAY_MESSAGES.halted(endText));
      }
    } else if (e.event === 'subscription.cancelled' || e.event === 'subscription.completed') {
      if (!TERMINAL.has(status)) {
        tx.update(subRef, {
          status: e.event === 'subscription.cancelled' ? 'cancelled' : 'completed',
          updated_at: stamp,
        });
        if (typedRead(profiles, profileSnap)?.subscription_status === 'active')
          tx.update(profileRef, { subscription_cancel_at_period_end: true, updated_at: stamp });
      }
    } else return 'ignored';
    tx.create(eventRef, { type: e.event, subscription_id: e.subscriptionId, result, created_at: stamp });
    return result;
  });
}

import {
  activateFreePlanRequestSchema,
  freePlanDecision,
  freePlanLimits,
  MONEY_MESSAGES,
  orderLeases,
  orders,
  planPricePaise,
  PLANS,
  type ActivateFreePlanRequest,
  type ActivateFreePlanResponse,
} from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { fulfilOrder } from './fulfil-order';
import { withLease } from './lease';
import { currentSubscription } from './current-subscription';
import { freeUntil } from './price-purchase';
import { runTransaction } from '../lib/transaction';

/** Calls per uid per hour (ADR 010), counted in free_plan_limits/{uid} (server-only). */
export const FREE_PLAN_CALLS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

type Step =
  | { kind: 'activate'; orderId: string }
  | { kind: 'activated' }
  | { kind: 'unchanged' }
  | { kind: 'refused'; plan: string; end: Date };

/** '23 Nov 2027' (IST), for messages. */
const dateIst = (d: Date) =>
  d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * activateFreePlan `{ plan, billing }` → `{ activated: true, changed }`: the amount-0 path of the
 * payment flow (ADR 010 in docs/product.md#payments-and-refunds). The server decides the plan is free now (Starter during the launch offer),
 * else failed-precondition. One call at a time per uid (a lease), each counted against
 * FREE_PLAN_CALLS_PER_HOUR in a transaction (resource-exhausted beyond it). An active plan of the
 * same kind is a no-op (no order, no notification); an active higher (paid) plan is never replaced
 * (failed-precondition naming it, docs/architecture.md#decision-7); otherwise a 0-paise order is fulfilled like any other.
 */
export const activateFreePlan = onCall((request) =>
  guarded('activateFreePlan', async (): Promise<ActivateFreePlanResponse> => {
    const uid = requireAuth(request);
    const input = parseInput(activateFreePlanRequestSchema, request.data);
    if (planPricePaise(input.plan, input.billing, new Date(), freeUntil()) !== 0) {
      throw new HttpsError('failed-precondition', `The ${PLANS[input.plan].name} plan needs a payment.`);
    }
    // A caller already over the limit is refused at once, without queueing for the lease.
    if (
      recentCalls(dataOf(await typedDoc(db, freePlanLimits, uid).get())?.calls, Date.now()).length >=
      FREE_PLAN_CALLS_PER_HOUR
    ) {
      throw new HttpsError('resource-exhausted', MONEY_MESSAGES.freePlanLimit);
    }
    const step = await withLease(typedDoc(db, orderLeases, `free_${uid}`), () => decide(uid, input));
    if (step.kind === 'refused') {
      throw new HttpsError('failed-precondition', MONEY_MESSAGES.paidPlanActive(step.plan, dateIst(step.end)));
    }
    return { activated: true, changed: step.kind === 'activated' };
  }),
);

/** The stored call times (UTC) of the last hour before `now` (ms since epoch). */
function recentCalls(stored: readonly Date[] | undefined, now: number): Date[] {
  return (stored ?? []).filter((t) => now - t.getTime() < HOUR_MS);
}

/** One transaction: count the call, read the plan, and open a free order only when it changes something. */
async function decide(uid: string, input: ActivateFreePlanRequest): Promise<Step> {
  const limitRef = typedDoc(db, freePlanLimits, uid);
  const profileRef = db.doc(`profiles/${uid}`);
  const step = await runTransaction(db, async (tx): Promise<Step> => {
    const [limit, profile] = await Promise.all([tx.get(limitRef), tx.get(profileRef)]);
    if (!profile.exists) {
      throw new HttpsError('failed-precondition', 'Please complete your account before choosing a plan.');
    }
    const now = Date.now();
    const recent = recentCalls(dataOf(limit)?.calls, now);
    if (recent.length >= FREE_PLAN_CALLS_PER_HOUR) {
      throw new HttpsError('resource-exhausted', MONEY_MESSAGES.freePlanLimit);
    }
    tx.set(limitRef, { calls: [...recent, new Date(now)], updated_at: FieldValue.serverTimestamp() });
    const current = currentSubscription(profile.data());
    const decision = freePlanDecision(current, input.plan, new Date(now));
    if (decision === 'already-active') return { kind: 'unchanged' };
    if (decision === 'paid-plan-active') {
      const name = current.plan === 'professional' ? PLANS.professional.name : 'current';
      return { kind: 'refused', plan: name, end: current.end ?? new Date(now) };
    }
    const orderRef = typedDoc(db, orders, `free_${db.collection('orders').doc().id}`);
    tx.create(orderRef, {
      id: orderRef.id,
      uid,
      purpose: 'subscription',
      status: 'created',
      amount: 0,
      currency: 'INR',
      plan: input.plan,
      billing: input.billing,
      course_id: null,
      course_title: null,
      trainer_id: null,
      commission_percent: null,
      pending_key: '',
      batch_id: null,
      payment_id: null,
      batch_starts_at: null,
      expires_at: null,
      created_at: FieldValue.serverTimestamp(),
    });
    return { kind: 'activate', orderId: orderRef.id };
  });
  // Fulfil while still holding the lease, so the next caller reads the active plan.
  if (step.kind === 'activate') await fulfilOrder(db, { orderId: step.orderId, paymentId: 'free', source: 'free' });
  return step.kind === 'activate' ? { kind: 'activated' } : step;
}

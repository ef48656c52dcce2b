import { AUTOPAY_MESSAGES, subscriptionEndDate, type AutopayCreateResponse } from '@skillsetu/domain';
import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { checkMoneyInvariant } from '../payments/money-invariant';
import {
  adminDb,
  callError,
  closeApps,
  DOUBLE_BASE,
  doubleGet,
  newUser,
  seedProfile,
  testSecrets,
  WEBHOOK_URL,
  type TestUser,
} from '../payments/payments-test-env';
import { runPlanLifecycle } from './plan-lifecycle';

const db = adminDb();
afterAll(closeApps);

interface Sent {
  status: number;
  body: string;
  event_id: string;
  payment_id?: string;
}
async function double<T>(pathname: string, body: object): Promise<T> {
  const r = await fetch(`${DOUBLE_BASE}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`double ${pathname}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}
const charge = (subscription_id: string, fail = false) =>
  double<Sent>('/__test/subscriptions/charge', { subscription_id, ...(fail ? { fail: true } : {}) });
const resend = (event_id: string) => double<Sent>('/__test/subscriptions/resend', { event_id });
const statusOf = (s: Sent) => (JSON.parse(s.body) as { status: string }).status;

const profileOf = async (uid: string) => (await db.doc(`profiles/${uid}`).get()).data() ?? {};
const endOf = async (uid: string) => ((await profileOf(uid)).subscription_end_date as { toDate(): Date }).toDate();
const subOf = async (id: string) => (await db.doc(`plan_subscriptions/${id}`).get()).data() ?? {};
const ordersOf = async (uid: string) => (await db.collection('orders').where('uid', '==', uid).get()).docs;
const notes = async (uid: string, title: string) =>
  (await db.collection('notifications').where('user_id', '==', uid).where('title', '==', title).get()).size;

/** Posts a subscription webhook signed with the test webhook secret (an event Razorpay could send late). */
async function signedEvent(event: string, subscriptionId: string, eventId: string): Promise<string> {
  const body = JSON.stringify({ event, payload: { subscription: { entity: { id: subscriptionId } } } });
  const r = await fetch(WEBHOOK_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': createHmac('sha256', testSecrets.RAZORPAY_WEBHOOK_SECRET).update(body).digest('hex'),
      'X-Razorpay-Event-Id': eventId,
    },
    body,
  });
  return ((await r.json()) as { status: string }).status;
}

async function trainer(): Promise<TestUser> {
  const t = await newUser('autopay');
  await seedProfile(db, t, 'trainer');
  return t;
}

describe('autopay: Professional as a Razorpay Subscription (docs/decisions/162-autopay-subscriptions.md)', () => {
  it(
    'create → activated → charged ×2 → pending → halted → cancelled; replays change nothing; the plan then expires',
    { timeout: 240_000 },
    async () => {
      const t = await trainer();
      const created = await t.call<object, AutopayCreateResponse>('createAutopay', { billing: 'monthly' });
      expect(created.amount).toBe(100_000);
      expect((await subOf(created.subscription_id)).status).toBe('created');

      // Checkout with subscription_id: the first charge; both webhooks before the browser's verify.
      const paid = await double<{
        razorpay_payment_id: string;
        razorpay_subscription_id: string;
        razorpay_signature: string;
        webhooks: Sent[];
      }>('/v1/__checkout/subscribe', { subscription_id: created.subscription_id, webhook: 'sync' });
      expect(paid.webhooks.map(statusOf)).toEqual(['applied', 'renewed']);
      const { webhooks, ...result } = paid;
      const tampered = { ...result, razorpay_signature: 'a'.repeat(64) };
      expect((await callError(t.call('verifyAutopay', tampered))).message).toBe(AUTOPAY_MESSAGES.badSignature);
      expect(await t.call('verifyAutopay', result)).toEqual({ status: 'applied' });
      expect(await t.call('verifyAutopay', result)).toEqual({ status: 'duplicate-event' });
      // A second autopay while the first is live would charge twice.
      expect(await callError(t.call('createAutopay', { billing: 'annual' }))).toEqual({
        code: 'already-exists',
        message: AUTOPAY_MESSAGES.alreadyOn,
      });
      const firstEnd = await endOf(t.uid);
      expect((await profileOf(t.uid)).subscription_plan).toBe('professional');
      expect(firstEnd.getTime() - Date.now()).toBeGreaterThan(27 * 86_400_000);

      // A renewal: one order row with a receipt, the end moves exactly one period from the current end.
      const second = await charge(created.subscription_id);
      expect(statusOf(second)).toBe('renewed');
      const secondEnd = await endOf(t.uid);
      expect(secondEnd).toEqual(subscriptionEndDate(firstEnd, 'monthly'));
      const orders = await ordersOf(t.uid);
      expect(orders).toHaveLength(2);
      expect(orders.every((o) => o.get('status') === 'paid' && o.get('amount') === 100_000)).toBe(true);
      expect(orders.map((o) => o.get('receipt')).sort()).toEqual(
        [`rcpt_${result.razorpay_payment_id}`, `rcpt_${second.payment_id}`].sort(),
      );

      // Replays, at once and in parallel, change nothing.
      const replays = await Promise.all([
        resend(second.event_id),
        resend(second.event_id),
        ...webhooks.map((w) => resend(w.event_id)),
      ]);
      expect(replays.map(statusOf)).toEqual([
        'duplicate-event',
        'duplicate-event',
        'duplicate-event',
        'duplicate-event',
      ]);
      expect(await endOf(t.uid)).toEqual(secondEnd);
      expect(await ordersOf(t.uid)).toHaveLength(2);
      expect((await subOf(created.subscription_id)).paid_count).toBe(2);

      // A failed renewal: pending, then halted; the trainer is told what to do; the plan is not extended.
      expect(statusOf(await charge(created.subscription_id, true))).toBe('applied');
      expect((await subOf(created.subscription_id)).status).toBe('pending');
      expect(await notes(t.uid, AUTOPAY_MESSAGES.pendingTitle)).toBe(1);
      expect(statusOf(await charge(created.subscription_id, true))).toBe('applied');
      expect((await subOf(created.subscription_id)).status).toBe('halted');
      expect(await notes(t.uid, AUTOPAY_MESSAGES.haltedTitle)).toBe(1);
      expect(await endOf(t.uid)).toEqual(secondEnd);

      // Cancel autopay: the next charge does not happen, the plan runs to its end and will not renew.
      expect(await t.call('cancelAutopay', {})).toEqual({ cancelled: 1 });
      expect((await callError(t.call('cancelAutopay', {}))).message).toBe(AUTOPAY_MESSAGES.noneToCancel);
      expect((await profileOf(t.uid)).subscription_cancel_at_period_end).toBe(true);
      expect(statusOf(await charge(created.subscription_id))).toBe('applied');
      expect((await subOf(created.subscription_id)).status).toBe('cancelled');
      // Forward-only: a late activated event does not revive a cancelled subscription.
      expect(await signedEvent('subscription.activated', created.subscription_id, `late_${Date.now()}`)).toBe(
        'applied',
      );
      expect((await subOf(created.subscription_id)).status).toBe('cancelled');
      expect(await ordersOf(t.uid)).toHaveLength(2);

      // The ledger balances (paid = refunded + retained) for every renewal order.
      const report = await checkMoneyInvariant(
        db,
        (await ordersOf(t.uid)).map((o) => o.id),
        doubleGet,
      );
      expect(report.flatMap((o) => o.problems)).toEqual([]);

      // With no successful charge, the plan expires at its end like any other.
      await runPlanLifecycle(db, new Date(secondEnd.getTime() + 60_000));
      expect((await profileOf(t.uid)).subscription_status).toBe('expired');
    },
  );

  it('only trainers may start autopay; a learner is told why', { timeout: 60_000 }, async () => {
    const learner = await newUser('autopay-learner');
    await seedProfile(db, learner, 'learner');
    const err = await callError(learner.call('createAutopay', { billing: 'monthly' }));
    expect(err).toEqual({ code: 'permission-denied', message: AUTOPAY_MESSAGES.notTrainer });
  });
});

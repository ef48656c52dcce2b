import { PLAN_CANCEL_MESSAGES, type CancelPlanResponse, type CreateOrderResponse } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkMoneyInvariant } from '../payments/money-invariant';
import {
  adminDb,
  callError,
  closeApps,
  doubleGet,
  newUser,
  payAtDouble,
  seedProfile,
  type TestUser,
} from '../payments/payments-test-env';

const db = adminDb();
afterAll(closeApps);
const DAY = 86_400_000;

/** A trainer who bought Professional (billing) through the real order → pay → verify path; the order id. */
async function buy(t: TestUser, billing: 'monthly' | 'annual'): Promise<string> {
  const order = await t.call<object, CreateOrderResponse>('createRazorpayOrder', {
    purpose: 'subscription',
    plan: 'professional',
    billing,
  });
  await t.call('verifyRazorpayPayment', await payAtDouble(order.id));
  return order.id;
}
async function trainer(): Promise<TestUser> {
  const t = await newUser('cancel');
  await seedProfile(db, t, 'trainer');
  return t;
}
/** Moves an order's payment time into the past (the server compares it with its own clock). */
const paidDaysAgo = (orderId: string, days: number) =>
  db.doc(`orders/${orderId}`).update({ paid_at: Timestamp.fromMillis(Date.now() - days * DAY) });
const cancel = (t: TestUser, confirm = true) => t.call<object, CancelPlanResponse>('cancelPlan', { confirm });
const profileOf = async (uid: string) => (await db.doc(`profiles/${uid}`).get()).data() ?? {};
const refundsOf = async (uid: string) =>
  (await db.collection('refunds').where('uid', '==', uid).get()).docs.map((d) => d.data());
const notesOf = async (uid: string, title: string) =>
  (await db.collection('notifications').where('user_id', '==', uid).where('title', '==', title).get()).size;

/** The money invariant over every order of the trainer (money-invariant.ts, docs/decisions/086-money-invariant.md). */
async function expectBalanced(uid: string) {
  const ids = (await db.collection('orders').where('uid', '==', uid).get()).docs.map((d) => d.id);
  const report = await checkMoneyInvariant(db, ids, doubleGet);
  expect(report.flatMap((o) => o.problems.map((p) => `${o.orderId}: ${p}`))).toEqual([]);
  return report;
}
/** Waits for every refund of the trainer to be processed (the API call follows the transaction). */
const refundsSettled = (uid: string) =>
  vi.waitFor(async () => expect((await refundsOf(uid)).every((r) => r.status === 'processed')).toBe(true), {
    timeout: 20_000,
    interval: 200,
  });

describe('cancelPlan: 30-day money-back guarantee (docs/product.md#plans, docs/decisions/085-plan-money-back.md)', () => {
  it(
    'within 30 days: quoted, then refunded in full through Razorpay; the plan ends at once (Starter)',
    { timeout: 180_000 },
    async () => {
      const t = await trainer();
      const orderId = await buy(t, 'monthly');
      const quote = await cancel(t, false);
      expect(quote).toEqual({ outcome: 'refund', refund_paise: 100_000, plan: null, end_date: null, done: false });
      expect(await refundsOf(t.uid)).toHaveLength(0);

      expect(await cancel(t)).toEqual({ ...quote, done: true });
      await refundsSettled(t.uid);
      const [refund] = await refundsOf(t.uid);
      expect(refund).toMatchObject({ order_id: orderId, amount: 100_000, percent: 100, reason: 'plan_money_back' });
      const payment = await doubleGet<{ amount_refunded: number }>(`/v1/payments/${String(refund?.payment_id)}`);
      expect(payment.amount_refunded).toBe(100_000);
      const p = await profileOf(t.uid);
      expect(p).toMatchObject({ subscription_plan: 'starter', subscription_status: 'cancelled' });
      expect((p.subscription_end_date as Timestamp).toMillis()).toBeLessThanOrEqual(Date.now());
      expect(await notesOf(t.uid, PLAN_CANCEL_MESSAGES.refundTitle)).toBe(1);
      const [money] = await expectBalanced(t.uid);
      expect(money).toMatchObject({ paid: 100_000, refunded: 100_000, retained: 0 });

      // A repeat changes nothing.
      expect(await cancel(t)).toMatchObject({ outcome: 'already_cancelled', refund_paise: 0 });
      expect(await refundsOf(t.uid)).toHaveLength(1);
    },
  );

  it('after 30 days: no refund; the plan runs to its end and is not renewed', { timeout: 120_000 }, async () => {
    const t = await trainer();
    const orderId = await buy(t, 'annual');
    await paidDaysAgo(orderId, 31);
    const end = (await profileOf(t.uid)).subscription_end_date as Timestamp;
    const result = await cancel(t);
    expect(result).toEqual({
      outcome: 'period_end',
      refund_paise: 0,
      plan: 'professional',
      end_date: end.toDate().toISOString(),
      done: true,
    });
    expect(await refundsOf(t.uid)).toHaveLength(0);
    const p = await profileOf(t.uid);
    expect(p).toMatchObject({
      subscription_plan: 'professional',
      subscription_status: 'active',
      subscription_cancel_at_period_end: true,
    });
    expect((p.subscription_end_date as Timestamp).toMillis()).toBe(end.toMillis());
    expect(await notesOf(t.uid, PLAN_CANCEL_MESSAGES.periodEndTitle)).toBe(1);
    expect(await cancel(t)).toMatchObject({ outcome: 'already_cancelled' });
    expect(await notesOf(t.uid, PLAN_CANCEL_MESSAGES.periodEndTitle)).toBe(1);
    const [money] = await expectBalanced(t.uid);
    expect(money).toMatchObject({ paid: 960_000, refunded: 0, retained: 960_000 });
  });

  it(
    'annual 40 days ago + monthly now: only the monthly is refunded; the annual period runs, not renewed',
    { timeout: 180_000 },
    async () => {
      const t = await trainer();
      const annual = await buy(t, 'annual');
      await paidDaysAgo(annual, 40);
      const monthly = await buy(t, 'monthly');
      const result = await cancel(t);
      const annualEnd = new Date(Date.now() - 40 * DAY);
      expect(result).toMatchObject({ outcome: 'refund', refund_paise: 100_000, plan: 'professional', done: true });
      const paidAt = ((await db.doc(`orders/${annual}`).get()).get('paid_at') as Timestamp).toDate();
      annualEnd.setTime(paidAt.getTime());
      annualEnd.setUTCMonth(annualEnd.getUTCMonth() + 12);
      expect(result.end_date).toBe(annualEnd.toISOString());
      await refundsSettled(t.uid);
      expect((await refundsOf(t.uid)).map((r) => r.order_id)).toEqual([monthly]);
      const p = await profileOf(t.uid);
      expect(p).toMatchObject({
        subscription_plan: 'professional',
        subscription_status: 'active',
        subscription_cancel_at_period_end: true,
      });
      expect((p.subscription_end_date as Timestamp).toDate().toISOString()).toBe(annualEnd.toISOString());
      await expectBalanced(t.uid);
    },
  );

  it('two racing cancels → one refund, Razorpay refunded once', { timeout: 180_000 }, async () => {
    const t = await trainer();
    await buy(t, 'monthly');
    const results = await Promise.all([cancel(t), cancel(t)]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['already_cancelled', 'refund']);
    await refundsSettled(t.uid);
    const refunds = await refundsOf(t.uid);
    expect(refunds).toHaveLength(1);
    const payment = await doubleGet<{ amount_refunded: number }>(`/v1/payments/${String(refunds[0]?.payment_id)}`);
    expect(payment.amount_refunded).toBe(100_000);
    expect(await notesOf(t.uid, PLAN_CANCEL_MESSAGES.refundTitle)).toBe(1);
    await expectBalanced(t.uid);
  });

  it('no paid plan: a plain refusal; bad input: invalid-argument', { timeout: 60_000 }, async () => {
    const t = await trainer();
    expect(await callError(cancel(t))).toEqual({
      code: 'failed-precondition',
      message: PLAN_CANCEL_MESSAGES.noPaidPlan,
    });
    expect((await callError(t.call('cancelPlan', { confirm: 'yes' }))).code).toBe('invalid-argument');
  });
});

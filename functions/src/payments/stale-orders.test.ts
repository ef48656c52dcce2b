// Orders expire and pay only today's price (docs/decisions/145-orders-expire.md). Emulators + the Razorpay double; no mocks.
import { STALE_ORDER_REFUNDED, type CreateOrderResponse, type VerifyPaymentResponse } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkMoneyInvariant } from './money-invariant';
import {
  adminDb,
  closeApps,
  doubleGet,
  newUser,
  payAtDouble,
  seedCourse,
  seedProfile,
  sendWebhookViaDouble,
  type CheckoutResult,
  type TestUser,
} from './payments-test-env';

const db = adminDb();
const MIN = 60_000;
let trainer: TestUser;

beforeAll(async () => {
  trainer = await newUser('stale-trainer');
  await seedProfile(db, trainer, 'trainer');
});
afterAll(closeApps);

async function learner(): Promise<TestUser> {
  const u = await newUser('stale-learner');
  await seedProfile(db, u, 'learner');
  return u;
}
const createOrder = (u: TestUser, courseId: string) =>
  u.call<object, CreateOrderResponse>('createRazorpayOrder', { purpose: 'enrollment', courseId });
const verify = (u: TestUser, r: CheckoutResult) =>
  u.call<CheckoutResult, VerifyPaymentResponse>('verifyRazorpayPayment', r);
/** Moves an order's expiry `minutes` into the past (the server compares it with its own clock). */
const expireOrder = (orderId: string, minutes: number) =>
  db.doc(`orders/${orderId}`).update({ expires_at: Timestamp.fromMillis(Date.now() - minutes * MIN) });
const refundOf = async (paymentId: string) => (await db.doc(`refunds/auto_${paymentId}`).get()).data();
const enrolled = async (courseId: string, uid: string) => (await db.doc(`enrollments/${courseId}_${uid}`).get()).exists;

async function expectBalanced(orderIds: string[]) {
  const report = await checkMoneyInvariant(db, orderIds, doubleGet);
  expect(report.flatMap((o) => o.problems.map((p) => `${o.orderId}: ${p}`))).toEqual([]);
  return report;
}
/** The refund of a payment reaches Razorpay (the API call follows the transaction). */
const refundProcessed = (paymentId: string) =>
  vi.waitFor(async () => expect((await refundOf(paymentId))?.status).toBe('processed'), {
    timeout: 20_000,
    interval: 200,
  });

describe('orders expire after 30 minutes (docs/decisions/145-orders-expire.md)', () => {
  it('an order carries expires_at 30 min ahead and Checkout gets the seconds left', { timeout: 180_000 }, async () => {
    const u = await learner();
    const courseId = await seedCourse(db, trainer.uid, 100);
    const before = Date.now();
    const order = await createOrder(u, courseId);
    const expiresAt = ((await db.doc(`orders/${order.id}`).get()).get('expires_at') as Timestamp).toMillis();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * MIN);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * MIN);
    expect(order.timeout_seconds).toBeGreaterThan(29 * 60);
    expect(order.timeout_seconds).toBeLessThanOrEqual(30 * 60);
  });

  it('an expired order is never handed out again: a new order is made', { timeout: 120_000 }, async () => {
    const u = await learner();
    const courseId = await seedCourse(db, trainer.uid, 100);
    const first = await createOrder(u, courseId);
    expect((await createOrder(u, courseId)).id).toBe(first.id);
    await expireOrder(first.id, 1);
    const second = await createOrder(u, courseId);
    expect(second.id).not.toBe(first.id);
    // One with less than two minutes left is not handed out either.
    await db.doc(`orders/${second.id}`).update({ expires_at: Timestamp.fromMillis(Date.now() + MIN) });
    expect((await createOrder(u, courseId)).id).not.toBe(second.id);
  });

  it(
    'verify path: a payment after expiry is refunded in full (order_expired); the webhook then changes nothing',
    { timeout: 120_000 },
    async () => {
      const u = await learner();
      const courseId = await seedCourse(db, trainer.uid, 100);
      const order = await createOrder(u, courseId);
      await expireOrder(order.id, 10);
      const paid = await payAtDouble(order.id);
      expect(await verify(u, paid)).toEqual({ verified: true, refunded: true, stale: 'order_expired' });
      await refundProcessed(paid.razorpay_payment_id);
      expect(await refundOf(paid.razorpay_payment_id)).toMatchObject({
        order_id: order.id,
        amount: 10_000,
        percent: 100,
        reason: 'order_expired',
      });
      const hook = await sendWebhookViaDouble({
        event: 'payment.captured',
        order_id: order.id,
        payment_id: paid.razorpay_payment_id,
      });
      expect(hook.status).toBe(200);
      expect(await enrolled(courseId, u.uid)).toBe(false);
      expect((await db.doc(`orders/${order.id}`).get()).data()).toMatchObject({
        status: 'created',
        flag: 'order_expired',
      });
      expect(STALE_ORDER_REFUNDED.orderExpired.description).toContain('refunded in full');
      const [money] = await expectBalanced([order.id]);
      expect(money).toMatchObject({ paid: 10_000, refunded: 10_000, retained: 0 });
    },
  );

  it('a payment inside the window is kept as before', { timeout: 120_000 }, async () => {
    const u = await learner();
    const courseId = await seedCourse(db, trainer.uid, 100);
    const order = await createOrder(u, courseId);
    expect(await verify(u, await payAtDouble(order.id))).toEqual({ verified: true });
    expect(await enrolled(courseId, u.uid)).toBe(true);
    await expectBalanced([order.id]);
  });
});

describe('an order pays only the price of today (docs/decisions/145-orders-expire.md)', () => {
  it(
    'webhook path: ₹100 order paid after the price became ₹5,000 → refunded (price_changed); replays change nothing',
    { timeout: 120_000 },
    async () => {
      const u = await learner();
      const courseId = await seedCourse(db, trainer.uid, 100);
      const order = await createOrder(u, courseId);
      await db.doc(`courses/${courseId}`).update({ price: 5000 });
      const paid = await payAtDouble(order.id);
      const event = { event: 'payment.captured' as const, order_id: order.id, payment_id: paid.razorpay_payment_id };
      const first = await sendWebhookViaDouble({ ...event, event_id: `evt_price_${order.id}` });
      expect(first.status).toBe(200);
      expect(JSON.parse(first.body)).toEqual({ status: 'price-changed' });
      await refundProcessed(paid.razorpay_payment_id);
      const snapshot = async () => ({
        refunds: (await db.collection('refunds').where('order_id', '==', order.id).get()).size,
        enrolled: await enrolled(courseId, u.uid),
        order: (await db.doc(`orders/${order.id}`).get()).get('status') as unknown,
      });
      const after = await snapshot();
      expect(after).toEqual({ refunds: 1, enrolled: false, order: 'created' });
      // The same event again, order.paid for the payment, and the browser's verify: nothing more.
      const replay = await sendWebhookViaDouble({ ...event, event_id: `evt_price_${order.id}` });
      expect(JSON.parse(replay.body)).toEqual({ status: 'duplicate-event' });
      await sendWebhookViaDouble({ ...event, event: 'order.paid' });
      expect(await verify(u, paid)).toEqual({ verified: true, refunded: true, stale: 'price_changed' });
      expect(await snapshot()).toEqual(after);
      expect((await refundOf(paid.razorpay_payment_id))?.reason).toBe('price_changed');
      const payment = await doubleGet<{ amount_refunded: number }>(`/v1/payments/${paid.razorpay_payment_id}`);
      expect(payment.amount_refunded).toBe(10_000);
      await expectBalanced([order.id]);
    },
  );

  it(
    'verify path: a price change is refunded; a new order at the new price then enrols',
    { timeout: 120_000 },
    async () => {
      const u = await learner();
      const courseId = await seedCourse(db, trainer.uid, 100);
      const old = await createOrder(u, courseId);
      await db.doc(`courses/${courseId}`).update({ price: 5000 });
      const paid = await payAtDouble(old.id);
      expect(await verify(u, paid)).toEqual({ verified: true, refunded: true, stale: 'price_changed' });
      await refundProcessed(paid.razorpay_payment_id);
      const fresh = await createOrder(u, courseId);
      expect(fresh).toMatchObject({ amount: 500_000 });
      expect(fresh.id).not.toBe(old.id);
      expect(await verify(u, await payAtDouble(fresh.id))).toEqual({ verified: true });
      expect(await enrolled(courseId, u.uid)).toBe(true);
      await expectBalanced([old.id, fresh.id]);
    },
  );
});

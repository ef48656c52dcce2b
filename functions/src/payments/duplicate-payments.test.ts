import { MONEY_MESSAGES, type CreateOrderResponse, type VerifyPaymentResponse } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMoneyInvariant } from './money-invariant';
import {
  adminDb,
  callError,
  closeApps,
  doubleGet,
  newUser,
  payAtDouble,
  seedCourse,
  seedProfile,
  type CheckoutResult,
  type TestUser,
} from './payments-test-env';

const db = adminDb();
let trainer: TestUser;

beforeAll(async () => {
  trainer = await newUser('trainer');
  await seedProfile(db, trainer, 'trainer');
});
afterAll(closeApps);

async function learner(): Promise<TestUser> {
  const u = await newUser('learner');
  await seedProfile(db, u, 'learner');
  return u;
}
const createOrder = (u: TestUser, courseId: string) =>
  u.call<object, CreateOrderResponse>('createRazorpayOrder', { purpose: 'enrollment', courseId });
const verify = (u: TestUser, r: CheckoutResult) =>
  u.call<CheckoutResult, VerifyPaymentResponse>('verifyRazorpayPayment', r);

/** Every order of this learner and course. */
async function ordersOf(uid: string, courseId: string) {
  const q = db.collection('orders').where('uid', '==', uid).where('course_id', '==', courseId);
  return (await q.get()).docs;
}

/** The money invariant holds for every order of the learner and course (money-invariant.ts). */
async function expectMoneyBalanced(uid: string, courseId: string) {
  const ids = (await ordersOf(uid, courseId)).map((d) => d.id);
  const report = await checkMoneyInvariant(db, ids, doubleGet);
  expect(report.flatMap((o) => o.problems.map((p) => `${o.orderId}: ${p}`))).toEqual([]);
  return report;
}

async function refundsOf(orderId: string) {
  return (await db.collection('refunds').where('order_id', '==', orderId).get()).docs.map((d) => d.data());
}

describe('one enrolment is never paid twice', () => {
  // The first call of the file starts the emulator's function workers: a generous timeout on a busy machine.
  it('an enrolled learner gets a plain refusal instead of a second order', { timeout: 120_000 }, async () => {
    const u = await learner();
    const courseId = await seedCourse(db, trainer.uid, 1200);
    const order = await createOrder(u, courseId);
    expect(await verify(u, await payAtDouble(order.id))).toEqual({ verified: true });
    const err = await callError(createOrder(u, courseId));
    expect(err).toEqual({ code: 'already-exists', message: MONEY_MESSAGES.alreadyEnrolled });
    await expectMoneyBalanced(u.uid, courseId);
  });

  it('a second order paid for an enrolment already paid is refunded in full, once', { timeout: 120_000 }, async () => {
    const u = await learner();
    const courseId = await seedCourse(db, trainer.uid, 1500);
    const first = await createOrder(u, courseId);
    // The open order is about to expire (under two minutes left), so a second one opens (docs/decisions/145-orders-expire.md).
    await db.doc(`orders/${first.id}`).update({ expires_at: Timestamp.fromMillis(Date.now() + 60_000) });
    const second = await createOrder(u, courseId);
    expect(second.id).not.toBe(first.id);
    const [payA, payB] = [await payAtDouble(first.id), await payAtDouble(second.id)];
    expect(await verify(u, payA)).toEqual({ verified: true });
    expect(await verify(u, payB)).toEqual({ verified: true, refunded: true });
    expect(await verify(u, payB)).toEqual({ verified: true, refunded: true }); // a retry refunds nothing more

    const enrolment = await db.doc(`enrollments/${courseId}_${u.uid}`).get();
    expect(enrolment.get('order_id')).toBe(first.id);
    const refunds = await refundsOf(second.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      order_id: second.id,
      enrollment_id: `${courseId}_${u.uid}`,
      payment_id: payB.razorpay_payment_id,
      uid: u.uid,
      amount: 150000,
      percent: 100,
      reason: 'duplicate_payment',
      status: 'processed',
    });
    expect(refunds[0]?.razorpay_refund_id).toMatch(/^rfnd_/);
    const atRazorpay = await doubleGet<{ count: number; items: { amount: number; speed_requested: string }[] }>(
      `/v1/payments/${payB.razorpay_payment_id}/refunds`,
    );
    expect(atRazorpay.count).toBe(1);
    expect(atRazorpay.items[0]).toMatchObject({ amount: 150000, speed_requested: 'normal' });
    expect((await db.doc(`orders/${second.id}`).get()).data()).toMatchObject({
      status: 'created',
      flag: 'duplicate_payment',
    });
    await expectMoneyBalanced(u.uid, courseId);
  });

  it('a paid order paid again with another payment id is refunded, and the first payment kept', async () => {
    const u = await learner();
    const courseId = await seedCourse(db, trainer.uid, 999);
    const order = await createOrder(u, courseId);
    const [first, again] = [await payAtDouble(order.id), await payAtDouble(order.id)];
    expect(await verify(u, first)).toEqual({ verified: true });
    expect(await verify(u, again)).toEqual({ verified: true, refunded: true });
    expect((await db.doc(`orders/${order.id}`).get()).data()).toMatchObject({
      status: 'paid',
      payment_id: first.razorpay_payment_id,
    });
    expect((await refundsOf(order.id)).map((r) => r.payment_id)).toEqual([again.razorpay_payment_id]);
    await expectMoneyBalanced(u.uid, courseId);
  });

  it(
    'the race: 10 concurrent creates, then 10 payments verified at once → one paid order, one enrolment, 9 refunds',
    { timeout: 300_000 },
    async () => {
      const u = await learner();
      const courseId = await seedCourse(db, trainer.uid, 2500);
      // Worst case for money: every create returns before anyone pays, so all 10 payments capture.
      const created = await Promise.allSettled(Array.from({ length: 10 }, () => createOrder(u, courseId)));
      const settled = await Promise.allSettled(
        created.map(async (c) => {
          if (c.status === 'rejected') throw c.reason;
          return verify(u, await payAtDouble(c.value.id));
        }),
      );
      const verified = settled.filter((s) => s.status === 'fulfilled').map((s) => s.value);
      const refusals = settled.filter((s) => s.status === 'rejected');
      const orders = await ordersOf(u.uid, courseId);
      const paidOrders = orders.filter((o) => o.get('status') === 'paid');
      const refunds = (await Promise.all(orders.map((o) => refundsOf(o.id)))).flat();
      const enrolments = await db
        .collection('enrollments')
        .where('course_id', '==', courseId)
        .where('learner_id', '==', u.uid)
        .count()
        .get();
      const report = await expectMoneyBalanced(u.uid, courseId);
      const paise = (k: 'paid' | 'refunded' | 'retained') => report.reduce((s, o) => s + o[k], 0);
      console.log(
        `[race] duplicate enrolment payments: attempts=10, payments verified=${verified.length}, refused before paying=${refusals.length}, ` +
          `paid orders=${paidOrders.length}, enrolments=${enrolments.data().count}, refunds=${refunds.length}, ` +
          `paise paid=${paise('paid')} refunded=${paise('refunded')} retained=${paise('retained')}`,
      );
      for (const r of refusals) expect((r.reason as { code?: string }).code).toBe('functions/already-exists');
      expect(new Set(created.map((c) => (c.status === 'fulfilled' ? c.value.id : 'refused'))).size).toBe(1);
      expect(paidOrders).toHaveLength(1);
      expect(enrolments.data().count).toBe(1);
      expect(verified.filter((v) => v.refunded === true)).toHaveLength(verified.length - 1);
      expect(verified).toHaveLength(10);
      expect(refunds).toHaveLength(9);
      expect(refunds.every((r) => r.status === 'processed' && r.amount === 250000)).toBe(true);
      expect(paise('retained')).toBe(250000);
    },
  );
});

describe('enrolment prices are whole rupees', () => {
  it('a fractional price gets a plain message, never internal and never about a plan', async () => {
    const u = await learner();
    for (const price of [0.5, 0.004, 99.5, -5]) {
      const courseId = await seedCourse(db, trainer.uid, price);
      const err = await callError(createOrder(u, courseId));
      expect(err, String(price)).toEqual({ code: 'failed-precondition', message: MONEY_MESSAGES.invalidCoursePrice });
      expect(err.message).not.toMatch(/plan/i);
    }
  });

  it('a free (₹0) course refuses paid checkout and says so', async () => {
    const u = await learner();
    const courseId = await seedCourse(db, trainer.uid, 0);
    expect(await callError(createOrder(u, courseId))).toEqual({
      code: 'failed-precondition',
      message: MONEY_MESSAGES.freeCourse,
    });
    expect(await ordersOf(u.uid, courseId)).toHaveLength(0);
  });
});

// Seats are sold in the fulfilment transaction (ADR 080): the emulators and the Razorpay double.
import { CANCEL_MESSAGES, type VerifyPaymentResponse } from '@skillsetu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, learner, moneyProblems, orderFor, refundsAtDouble, seedBatch } from './batches-test-env';
import {
  adminDb,
  callError,
  closeApps,
  newUser,
  payAtDouble,
  seedCourse,
  seedProfile,
  type TestUser,
} from './payments-test-env';

const db = adminDb();
let trainer: TestUser;
const T = { timeout: 170_000 };

beforeAll(async () => {
  trainer = await newUser('trainer');
  await seedProfile(db, trainer, 'trainer');
});
afterAll(closeApps);

describe('batch seats', () => {
  it('a course with batches asks for one; an unknown or other course’s batch is refused', T, async () => {
    const courseId = await seedCourse(db, trainer.uid, 700);
    const other = await seedCourse(db, trainer.uid, 700);
    const otherBatch = await seedBatch(db, other, trainer.uid, 48);
    await seedBatch(db, courseId, trainer.uid, 48);
    const u = await learner(db);
    expect(await callError(orderFor(u, courseId))).toEqual({
      code: 'failed-precondition',
      message: CANCEL_MESSAGES.chooseBatch,
    });
    expect(await callError(orderFor(u, courseId, otherBatch))).toEqual({
      code: 'not-found',
      message: CANCEL_MESSAGES.batchNotFound,
    });
    expect(await callError(orderFor(u, courseId, 'nope'))).toEqual({
      code: 'not-found',
      message: CANCEL_MESSAGES.batchNotFound,
    });
  });

  it('the last seat raced by 5 payments: 1 enrolment, 4 automatic full refunds', T, async () => {
    const courseId = await seedCourse(db, trainer.uid, 1100);
    const batchId = await seedBatch(db, courseId, trainer.uid, 96, 1);
    const buyers = await Promise.all([0, 1, 2, 3, 4].map(() => learner(db)));
    // Every order opens while the seat is free; the payments then race to the fulfilment transaction.
    const orders = await Promise.all(buyers.map((u) => orderFor(u, courseId, batchId)));
    const paid = await Promise.all(orders.map((o) => payAtDouble(o.id)));
    const results = await Promise.all(
      paid.map((p, i) => (buyers[i] as TestUser).call<object, VerifyPaymentResponse>('verifyRazorpayPayment', p)),
    );
    expect(results.filter((r) => r.refunded !== true)).toHaveLength(1);
    expect(results.filter((r) => r.refunded === true)).toHaveLength(4);

    const enrolments = await db.collection('enrollments').where('batch_id', '==', batchId).get();
    expect(enrolments.size).toBe(1);
    expect((await db.doc(`batches/${batchId}`).get()).get('seats_taken')).toBe(1);
    const refunds = await db.collection('refunds').where('reason', '==', 'batch_full').get();
    const mine = refunds.docs.filter((d) => orders.some((o) => o.id === d.get('order_id')));
    expect(mine.map((d) => d.get('status'))).toEqual(['processed', 'processed', 'processed', 'processed']);
    for (const p of paid) {
      const at = await refundsAtDouble(p.razorpay_payment_id);
      expect(at.reduce((s, r) => s + r.amount, 0)).toBe(
        enrolments.docs[0]?.get('order_id') === p.razorpay_order_id ? 0 : 110_000,
      );
    }
    // A full batch refuses new orders up front.
    expect(await callError(orderFor(await learner(db), courseId, batchId))).toEqual({
      code: 'failed-precondition',
      message: CANCEL_MESSAGES.batchFull,
    });
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });

  it('a batch cancelled after the order opened refunds the payment in full', T, async () => {
    const courseId = await seedCourse(db, trainer.uid, 900);
    const batchId = await seedBatch(db, courseId, trainer.uid, 60);
    const u = await learner(db);
    const order = await orderFor(u, courseId, batchId);
    await trainer.call('cancelBatch', { batchId });
    const res = await u.call<object, VerifyPaymentResponse>('verifyRazorpayPayment', await payAtDouble(order.id));
    expect(res).toEqual({ verified: true, refunded: true, reason: 'batch_full' });
    expect((await db.doc(`enrollments/${courseId}_${u.uid}`).get()).exists).toBe(false);
    const second = await learner(db);
    const other = await seedBatch(db, courseId, trainer.uid, 70);
    await enrol(second, courseId, other);
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });
});

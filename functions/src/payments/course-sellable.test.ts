// What a course sells (ADR 132): a course with batches only into a scheduled batch with seats left;
// without one only when self-paced; a payment for a course no longer on sale is refunded in full.
// The emulators and the Razorpay double, no mocks; the money invariant is checked after each case.
import { CANCEL_MESSAGES, type CancelBatchResponse, type VerifyPaymentResponse } from '@skillsetu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learner, moneyProblems, orderFor, refundsAtDouble, seedBatch } from './batches-test-env';
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

/** A published course that sells only into batches (not self-paced). */
async function batchOnlyCourse(price: number): Promise<string> {
  const courseId = await seedCourse(db, trainer.uid, price);
  await db.doc(`courses/${courseId}`).update({ self_paced: false });
  return courseId;
}

describe('a course without an upcoming batch', () => {
  it('is not sold once its only batch is cancelled, unless it is self-paced', T, async () => {
    const courseId = await batchOnlyCourse(4999);
    const batchId = await seedBatch(db, courseId, trainer.uid, 72);
    expect(await trainer.call<object, CancelBatchResponse>('cancelBatch', { batchId })).toEqual({
      cancelled: 0,
      total: 0,
    });
    const u = await learner(db);
    expect(await callError(orderFor(u, courseId))).toEqual({
      code: 'failed-precondition',
      message: CANCEL_MESSAGES.noUpcomingBatch,
    });
    expect(await callError(orderFor(u, courseId, batchId))).toEqual({
      code: 'failed-precondition',
      message: CANCEL_MESSAGES.batchUnavailable,
    });
    // The trainer chooses Self-paced: it sells without a batch again.
    await db.doc(`courses/${courseId}`).update({ self_paced: true });
    expect((await orderFor(u, courseId)).amount).toBe(499_900);
  });

  it('a course that never had a batch and is not self-paced is refused too', T, async () => {
    const courseId = await batchOnlyCourse(999);
    expect(await callError(orderFor(await learner(db), courseId))).toEqual({
      code: 'failed-precondition',
      message: CANCEL_MESSAGES.noUpcomingBatch,
    });
  });
});

describe('a payment for a course no longer on sale', () => {
  const verify = (u: TestUser, paid: object) => u.call<object, VerifyPaymentResponse>('verifyRazorpayPayment', paid);

  it('is refunded in full when the course was unpublished or deleted meanwhile', T, async () => {
    for (const change of ['unpublish', 'delete'] as const) {
      const courseId = await seedCourse(db, trainer.uid, 1299);
      const u = await learner(db);
      const order = await orderFor(u, courseId);
      if (change === 'unpublish') await db.doc(`courses/${courseId}`).update({ is_active: false });
      else await db.doc(`courses/${courseId}`).delete();
      const paid = await payAtDouble(order.id);
      expect(await verify(u, paid)).toEqual({ verified: true, refunded: true, reason: 'course_unavailable' });
      const refund = (await db.doc(`refunds/auto_${paid.razorpay_payment_id}`).get()).data();
      expect(refund).toMatchObject({ amount: 129_900, reason: 'course_unavailable' });
      expect((await refundsAtDouble(paid.razorpay_payment_id)).map((r) => r.amount)).toEqual([129_900]);
      expect((await db.doc(`enrollments/${courseId}_${u.uid}`).get()).exists).toBe(false);
      // A replayed verify refunds nothing more.
      await verify(u, paid);
      expect(await refundsAtDouble(paid.razorpay_payment_id)).toHaveLength(1);
      expect(await moneyProblems(db, courseId)).toEqual([]);
    }
  });

  it('is refunded in full when its batch was cancelled meanwhile (batch_full path)', T, async () => {
    const courseId = await batchOnlyCourse(1599);
    const batchId = await seedBatch(db, courseId, trainer.uid, 72);
    const u = await learner(db);
    const order = await orderFor(u, courseId, batchId);
    await trainer.call('cancelBatch', { batchId });
    const paid = await payAtDouble(order.id);
    expect(await verify(u, paid)).toEqual({ verified: true, refunded: true, reason: 'batch_full' });
    expect((await refundsAtDouble(paid.razorpay_payment_id)).map((r) => r.amount)).toEqual([159_900]);
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });
});

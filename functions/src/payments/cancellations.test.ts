// Cancellations by the policy tiers (docs/product.md#payments-and-refunds, docs/architecture.md#decision-8, ADRs 081–084): the emulators
// and the Razorpay double, no mocks; the money invariant is checked after every scenario.
import {
  CANCEL_MESSAGES,
  REFUND_POLICY_REASONS,
  type CancelBatchResponse,
  type LedgerResponse,
} from '@skillsetu/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newAdmin } from '../admin/admin-test-env';
import {
  cancel,
  enrol,
  failNextRefund,
  learner,
  moneyProblems,
  orderFor,
  quote,
  refundsAtDouble,
  replayRefundWebhook,
  seedBatch,
  webhookSent,
} from './batches-test-env';
import { cancelEnrollmentOnce } from './cancellation';
import { adminDb, callError, closeApps, newUser, seedCourse, seedProfile, type TestUser } from './payments-test-env';

const db = adminDb();
let trainer: TestUser;
const T = { timeout: 300_000 };

beforeAll(async () => {
  trainer = await newUser('trainer');
  await seedProfile(db, trainer, 'trainer');
});
afterAll(closeApps);

const enrolmentOf = (courseId: string, uid: string) => db.doc(`enrollments/${courseId}_${uid}`).get();
const paymentOf = async (orderId: string) => String((await db.doc(`orders/${orderId}`).get()).get('payment_id'));

describe('learner cancellation by the policy tiers', () => {
  it('72 h before the start: quote and refund 100 %, seat freed, enrolment cancelled forward-only', T, async () => {
    const courseId = await seedCourse(db, trainer.uid, 999);
    const batchId = await seedBatch(db, courseId, trainer.uid, 72);
    const u = await learner(db);
    const orderId = await enrol(u, courseId, batchId);
    const bought = await enrolmentOf(courseId, u.uid);
    expect(bought.get('batch_id')).toBe(batchId);
    expect(bought.get('batch_starts_at')).toBeTruthy();
    expect((await db.doc(`batches/${batchId}`).get()).get('seats_taken')).toBe(1);

    expect(await quote(u, courseId)).toMatchObject({ tier: 'full', percent: 100, amountPaise: 99_900, hasBatch: true });
    const done = await cancel(u, courseId);
    expect(done).toMatchObject({ percent: 100, amountPaise: 99_900, cancelled: true, refundStatus: 'processed' });

    const e = await enrolmentOf(courseId, u.uid);
    expect(e.data()).toMatchObject({ status: 'cancelled', cancelled_by: 'learner', refunded_paise: 99_900 });
    expect(e.get('refund_id')).toBe(done.refundId);
    const refund = (await db.doc(`refunds/${String(done.refundId)}`).get()).data();
    expect(refund).toMatchObject({ amount: 99_900, percent: 100, reason: 'learner_cancelled', status: 'processed' });
    expect(await refundsAtDouble(await paymentOf(orderId))).toHaveLength(1);
    expect((await db.doc(`batches/${batchId}`).get()).get('seats_taken')).toBe(0);
    // A repeated cancel answers the first cancellation and refunds nothing more.
    expect(await cancel(u, courseId)).toMatchObject({ refundId: done.refundId, amountPaise: 99_900 });
    expect(await refundsAtDouble(await paymentOf(orderId))).toHaveLength(1);
    expect(await callError(quote(u, courseId))).toEqual({
      code: 'failed-precondition',
      message: CANCEL_MESSAGES.alreadyCancelled,
    });
    expect(await callError(orderFor(u, courseId, batchId))).toEqual({
      code: 'failed-precondition',
      message: CANCEL_MESSAGES.cancelledCannotRebuy,
    });
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });

  it('30 h before the start: 50 % of ₹999 is 49,950 paise', T, async () => {
    const courseId = await seedCourse(db, trainer.uid, 999);
    const batchId = await seedBatch(db, courseId, trainer.uid, 30);
    const u = await learner(db);
    const orderId = await enrol(u, courseId, batchId);
    expect(await quote(u, courseId)).toMatchObject({ tier: 'half', percent: 50, amountPaise: 49_950 });
    expect(await cancel(u, courseId)).toMatchObject({ percent: 50, amountPaise: 49_950, refundStatus: 'processed' });
    const [r] = await refundsAtDouble(await paymentOf(orderId));
    expect(r?.amount).toBe(49_950);
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });

  it('10 h before the start: nothing refunded, no refund at Razorpay, the enrolment cancelled', T, async () => {
    const courseId = await seedCourse(db, trainer.uid, 999);
    const batchId = await seedBatch(db, courseId, trainer.uid, 10);
    const u = await learner(db);
    const orderId = await enrol(u, courseId, batchId);
    expect(await cancel(u, courseId)).toMatchObject({ tier: 'none', percent: 0, amountPaise: 0, refundId: null });
    expect((await enrolmentOf(courseId, u.uid)).data()).toMatchObject({ status: 'cancelled', refunded_paise: 0 });
    expect(await refundsAtDouble(await paymentOf(orderId))).toHaveLength(0);
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });

  it('a self-paced course: 100 % within 7 days of purchase (ADR 132); strangers cannot quote', T, async () => {
    const courseId = await seedCourse(db, trainer.uid, 500);
    const u = await learner(db);
    await enrol(u, courseId);
    expect(await quote(u, courseId)).toMatchObject({
      tier: 'full',
      percent: 100,
      amountPaise: 50_000,
      hasBatch: false,
      reason: REFUND_POLICY_REASONS.selfPacedFull,
    });
    const stranger = await learner(db);
    expect(await callError(quote(stranger, courseId))).toEqual({
      code: 'not-found',
      message: CANCEL_MESSAGES.notEnrolled,
    });
    expect(await callError(cancel(stranger, courseId))).toEqual({
      code: 'not-found',
      message: CANCEL_MESSAGES.notEnrolled,
    });
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });

  it('two racing cancellations of one enrolment make one refund', T, async () => {
    const courseId = await seedCourse(db, trainer.uid, 1499);
    const batchId = await seedBatch(db, courseId, trainer.uid, 100);
    const u = await learner(db);
    const orderId = await enrol(u, courseId, batchId);
    const [a, b] = await Promise.all([cancel(u, courseId), cancel(u, courseId)]);
    expect(a.refundId).toBe(b.refundId);
    expect(a.amountPaise).toBe(149_900);
    expect(b.amountPaise).toBe(149_900);
    expect((await db.collection('refunds').where('order_id', '==', orderId).get()).size).toBe(1);
    expect(await refundsAtDouble(await paymentOf(orderId))).toHaveLength(1);
    expect((await db.doc(`batches/${batchId}`).get()).get('seats_taken')).toBe(0);
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });
});

describe('refund webhooks', () => {
  it('a replayed refund.processed changes nothing', T, async () => {
    const courseId = await seedCourse(db, trainer.uid, 800);
    const batchId = await seedBatch(db, courseId, trainer.uid, 80);
    const u = await learner(db);
    await enrol(u, courseId, batchId);
    const done = await cancel(u, courseId);
    const ref = db.doc(`refunds/${String(done.refundId)}`);
    const rzpId = String((await ref.get()).get('razorpay_refund_id'));
    await webhookSent(rzpId);
    const before = (await ref.get()).data();
    const notes = () => db.collection('notifications').where('refund_id', '==', ref.id).count().get();
    expect((await notes()).data().count).toBe(1);
    const replay = await replayRefundWebhook(rzpId);
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toEqual({ status: 'unchanged' });
    expect((await ref.get()).data()).toEqual(before);
    expect((await notes()).data().count).toBe(1);
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });

  it('a refund that fails: status failed, enrolment stays cancelled, the learner told, admins see it', T, async () => {
    const courseId = await seedCourse(db, trainer.uid, 1200);
    const batchId = await seedBatch(db, courseId, trainer.uid, 90);
    const u = await learner(db);
    const orderId = await enrol(u, courseId, batchId);
    await failNextRefund(await paymentOf(orderId));
    const done = await cancel(u, courseId);
    const ref = db.doc(`refunds/${String(done.refundId)}`);
    await vi.waitFor(async () => expect((await ref.get()).get('status')).toBe('failed'), {
      timeout: 20_000,
      interval: 250,
    });
    expect((await enrolmentOf(courseId, u.uid)).get('status')).toBe('cancelled');
    const told = await db.collection('notifications').where('refund_id', '==', ref.id).get();
    expect(told.docs.map((d) => d.get('title'))).toEqual(['Refund Failed']);
    const admin = await newAdmin();
    const ledger = await admin.call<object, LedgerResponse>('adminLedger', {});
    expect(ledger.rows.find((r) => r.id === orderId)?.refunds).toEqual([
      expect.objectContaining({ amount: 120_000, status: 'failed' }),
    ]);
    // The invariant names the money still owed, and nothing else.
    expect(await moneyProblems(db, courseId)).toEqual([`${orderId}: refund ${ref.id} is failed`]);
  });
});

describe('trainer cancels a batch', () => {
  it('refunds every enrolment 100 %, is idempotent and finishes an interrupted run', T, async () => {
    const courseId = await seedCourse(db, trainer.uid, 2000);
    const batchId = await seedBatch(db, courseId, trainer.uid, 5);
    const [a, b, c] = [await learner(db), await learner(db), await learner(db)];
    const orders = [
      await enrol(a, courseId, batchId),
      await enrol(b, courseId, batchId),
      await enrol(c, courseId, batchId),
    ];
    // A crash halfway: a's enrolment was cancelled and its refund recorded, but Razorpay never called.
    const half = await cancelEnrollmentOnce(db, db.doc(`enrollments/${courseId}_${a.uid}`), 'trainer');
    expect((await half.refundRef?.get())?.get('status')).toBe('created');

    expect(await callError(b.call('cancelBatch', { batchId }))).toEqual({
      code: 'permission-denied',
      message: CANCEL_MESSAGES.notYourBatch,
    });
    const res = await trainer.call<object, CancelBatchResponse>('cancelBatch', { batchId });
    expect(res).toEqual({ cancelled: 2, total: 3 });
    expect(await trainer.call<object, CancelBatchResponse>('cancelBatch', { batchId })).toEqual({
      cancelled: 0,
      total: 3,
    });

    expect((await db.doc(`batches/${batchId}`).get()).get('status')).toBe('cancelled');
    for (const [u, orderId] of [
      [a, orders[0]],
      [b, orders[1]],
      [c, orders[2]],
    ] as [TestUser, string][]) {
      const e = await enrolmentOf(courseId, u.uid);
      expect(e.data()).toMatchObject({ status: 'cancelled', cancelled_by: 'trainer', refunded_paise: 200_000 });
      const refunds = await refundsAtDouble(await paymentOf(orderId));
      expect(refunds.map((r) => r.amount)).toEqual([200_000]);
      const told = await db.collection('notifications').where('enrollment_id', '==', e.id).get();
      expect(told.docs.map((d) => d.get('title'))).toEqual(['Batch Cancelled by the Trainer']);
    }
    // A cancelled batch sells nothing more.
    const late = await learner(db);
    expect(await callError(orderFor(late, courseId, batchId))).toEqual({
      code: 'failed-precondition',
      message: CANCEL_MESSAGES.batchUnavailable,
    });
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });
});

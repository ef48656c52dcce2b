// The server-owned batch lifecycle (docs/architecture.md#decision-14, ADRs 130, 131): the emulators and the
// Razorpay double, no mocks. A started batch cannot be cancelled with a full refund nor reopened by
// moving its start; a move before the start tells learners and refunds them in full until it starts.
import { CANCEL_MESSAGES, REFUND_POLICY_REASONS, type CancelBatchResponse } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { cancel, enrol, HOUR, learner, moneyProblems, quote, seedBatch } from '../payments/batches-test-env';
import { callError, seedCourse } from '../payments/payments-test-env';
import {
  db,
  isHeld,
  PAYOUT_TEST_TIMEOUT_MS,
  payoutProblems,
  payoutWhen,
  transferAtRazorpay,
  useTrainerWithAccount,
} from '../payouts/payouts-test-env';
import { releaseDueTransfers } from '../payouts/release';
import { advanceBatch, advanceDueBatches } from './advance-batches';

const trainer = useTrainerWithAccount();
const T = { timeout: PAYOUT_TEST_TIMEOUT_MS };

/**
 * Time passes until an hour after the batch's start: its start and the start its learners bought
 * (enrollments.batch_starts_at) are moved an hour into the past, as the clock would have done.
 */
async function startPassed(batchId: string): Promise<void> {
  const past = Timestamp.fromMillis(Date.now() - HOUR);
  const sold = await db.collection('enrollments').where('batch_id', '==', batchId).get();
  await Promise.all([
    db.doc(`batches/${batchId}`).update({ starts_at: past }),
    ...sold.docs.map((e) => e.ref.update({ batch_starts_at: past })),
  ]);
}

describe('a started batch', () => {
  it('cannot be cancelled with a full refund, before or after the job marks it running', T, async () => {
    const courseId = await seedCourse(db, trainer().uid, 1500);
    const batchId = await seedBatch(db, courseId, trainer().uid, 72);
    const u = await learner(db);
    await enrol(u, courseId, batchId);
    await startPassed(batchId);
    const refused = { code: 'failed-precondition', message: CANCEL_MESSAGES.batchStarted };
    expect(await callError(trainer().call('cancelBatch', { batchId }))).toEqual(refused);
    await advanceDueBatches(db, new Date());
    expect((await db.doc(`batches/${batchId}`).get()).get('status')).toBe('running');
    expect(await callError(trainer().call('cancelBatch', { batchId }))).toEqual(refused);
    expect((await db.doc(`enrollments/${courseId}_${u.uid}`).get()).get('status')).toBe('active');
    // The learner may still cancel under the policy: nothing back after the start.
    expect(await quote(u, courseId)).toMatchObject({ tier: 'none', percent: 0, amountPaise: 0 });
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });

  it('moved to the future keeps the 0 % quote from the bought start and tells nobody', T, async () => {
    const courseId = await seedCourse(db, trainer().uid, 1800);
    const batchId = await seedBatch(db, courseId, trainer().uid, 72);
    const u = await learner(db);
    await enrol(u, courseId, batchId);
    await startPassed(batchId);
    // What the rules allowed before: the trainer moves the started batch 5 days ahead.
    await db.doc(`batches/${batchId}`).update({ starts_at: Timestamp.fromMillis(Date.now() + 5 * 24 * HOUR) });
    expect(await quote(u, courseId)).toMatchObject({ tier: 'none', percent: 0, amountPaise: 0 });
    expect(await cancel(u, courseId)).toMatchObject({ percent: 0, amountPaise: 0, refundId: null });
    const e = await db.doc(`enrollments/${courseId}_${u.uid}`).get();
    expect(e.get('batch_moved_at') ?? null).toBeNull();
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });
});

describe('a batch moved before it starts', () => {
  it('tells each learner, refunds 100 % until the new start and moves the held payout', T, async () => {
    const courseId = await seedCourse(db, trainer().uid, 2400);
    const batchId = await seedBatch(db, courseId, trainer().uid, 72);
    const [a, b] = [await learner(db), await learner(db)];
    const orderA = await enrol(a, courseId, batchId);
    await enrol(b, courseId, batchId);
    await payoutWhen(orderA, isHeld);
    const bought = (await db.doc(`enrollments/${courseId}_${a.uid}`).get()).get('batch_starts_at') as Timestamp;

    // Moved to 10 h ahead: without the move mark the policy would refund nothing.
    const next = Timestamp.fromMillis(Date.now() + 10 * HOUR);
    await db.doc(`batches/${batchId}`).update({ starts_at: next });
    for (const u of [a, b]) {
      await vi.waitFor(
        async () => {
          const notes = await db.collection('notifications').where('user_id', '==', u.uid).get();
          const moved = notes.docs.filter((d) => d.get('title') === 'Batch Moved');
          expect(moved).toHaveLength(1);
          expect(String(moved[0]?.get('message'))).toMatch(/the batch now starts on .*full refund before it starts\.$/);
        },
        { timeout: 30_000, interval: 250 },
      );
    }
    const e = await db.doc(`enrollments/${courseId}_${a.uid}`).get();
    expect(e.get('batch_moved_at')).toBeInstanceOf(Timestamp);
    expect((e.get('batch_starts_at') as Timestamp).isEqual(bought)).toBe(true);
    const payout = await payoutWhen(orderA, (d) => (d.on_hold_until as Timestamp).isEqual(next));
    expect((await transferAtRazorpay(String(payout.razorpay_transfer_id))).on_hold_until).toBe(
      Math.ceil(next.toMillis() / 1000),
    );

    expect(await quote(a, courseId)).toMatchObject({ tier: 'full', percent: 100, reason: REFUND_POLICY_REASONS.moved });
    expect(await cancel(a, courseId)).toMatchObject({ percent: 100, amountPaise: 240_000, refundStatus: 'processed' });
    // Once the moved batch starts, the tiers apply again: nothing back.
    await startPassed(batchId);
    expect(await quote(b, courseId)).toMatchObject({ tier: 'none', percent: 0 });
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });

  it('moved earlier keeps the tier of the start the learner bought, after the new start too', T, async () => {
    const courseId = await seedCourse(db, trainer().uid, 2600);
    const batchId = await seedBatch(db, courseId, trainer().uid, 72);
    const u = await learner(db);
    await enrol(u, courseId, batchId);
    // The trainer moves it to start in an hour, and the hour passes; the learner bought 72 h ahead.
    await db.doc(`batches/${batchId}`).update({ starts_at: Timestamp.fromMillis(Date.now() + HOUR) });
    await vi.waitFor(
      async () =>
        expect((await db.doc(`enrollments/${courseId}_${u.uid}`).get()).get('batch_moved_at')).toBeInstanceOf(
          Timestamp,
        ),
      { timeout: 30_000, interval: 250 },
    );
    await db.doc(`batches/${batchId}`).update({ starts_at: Timestamp.fromMillis(Date.now() - HOUR) });
    expect(await quote(u, courseId)).toMatchObject({ tier: 'full', percent: 100, amountPaise: 260_000 });
    expect(await cancel(u, courseId)).toMatchObject({ percent: 100, amountPaise: 260_000 });
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });
});

describe('cancelBatch racing the release job at the start', () => {
  it('either cancels before the release or is refused after it; the money balances both ways', T, async () => {
    const courseId = await seedCourse(db, trainer().uid, 1200);
    const batchId = await seedBatch(db, courseId, trainer().uid, 72);
    const u = await learner(db);
    const orderId = await enrol(u, courseId, batchId);
    const until = ((await payoutWhen(orderId, isHeld)).on_hold_until as Timestamp).toDate();
    // The release job runs at the hold's end (the test clock's view) while the trainer cancels.
    const [cancelled] = await Promise.allSettled([
      trainer().call<object, CancelBatchResponse>('cancelBatch', { batchId }),
      releaseDueTransfers(db, until),
    ]);
    await releaseDueTransfers(db, until); // the next run finishes what the race left
    const e = await db.doc(`enrollments/${courseId}_${u.uid}`).get();
    if (cancelled.status === 'fulfilled') {
      expect(e.get('status')).toBe('cancelled');
      expect(e.get('refunded_paise')).toBe(120_000);
    } else {
      expect(await callError(Promise.reject(cancelled.reason))).toEqual({
        code: 'failed-precondition',
        message: CANCEL_MESSAGES.batchStarted,
      });
      expect(e.get('status')).toBe('active');
    }
    await expect.poll(() => payoutProblems([orderId]), { timeout: 60_000 }).toEqual([]);
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });
});

describe('the lifecycle job', () => {
  it('moves due batches forward once when two runs race, and never back', T, async () => {
    const courseId = await seedCourse(db, trainer().uid, 999);
    const due = await Promise.all([1, 2, 3].map(() => seedBatch(db, courseId, trainer().uid, 1)));
    const later = await seedBatch(db, courseId, trainer().uid, 48);
    const ended = await seedBatch(db, courseId, trainer().uid, 1);
    await db.doc(`batches/${ended}`).update({ ends_at: Timestamp.fromMillis(Date.now() + 2 * HOUR) });
    const at = new Date(Date.now() + 90 * 60_000);
    // Two transactions on one batch: exactly one writes the move.
    const first = db.doc(`batches/${due[0] ?? ''}`);
    const raced = await Promise.all([advanceBatch(db, first, at), advanceBatch(db, first, at)]);
    expect(raced.filter((r) => r !== null)).toEqual(['running']);
    const runs = await Promise.all([advanceDueBatches(db, at), advanceDueBatches(db, at)]);
    const mine = async (id: string) => (await db.doc(`batches/${id}`).get()).data();
    for (const id of [...due, ended]) expect((await mine(id))?.status).toBe('running');
    expect((await mine(later))?.status).toBe('scheduled');
    // The other three moved in exactly one of the racing runs (batches of other suites may move too).
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(3);
    const startedAt = (await mine(due[0] ?? ''))?.started_at as Timestamp;
    expect(await advanceDueBatches(db, at)).toBe(0);
    expect(((await mine(due[0] ?? ''))?.started_at as Timestamp).isEqual(startedAt)).toBe(true);

    const end = new Date(Date.now() + 3 * HOUR);
    await Promise.all([advanceDueBatches(db, end), advanceDueBatches(db, end)]);
    expect((await mine(ended))?.status).toBe('completed');
    expect((await mine(due[1] ?? ''))?.status).toBe('running');
    // A cancelled batch stays cancelled whatever the clock says.
    const gone = await seedBatch(db, courseId, trainer().uid, 1);
    expect(await trainer().call<object, CancelBatchResponse>('cancelBatch', { batchId: gone })).toEqual({
      cancelled: 0,
      total: 0,
    });
    await advanceDueBatches(db, end);
    expect((await mine(gone))?.status).toBe('cancelled');
  });
});

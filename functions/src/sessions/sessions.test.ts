// Dated sessions (docs/sessions.md, ADRs 185, 186): the emulators and the Razorpay double, no mocks.
// Only the batch's trainer plans its classes, once; a class moves up to 24 h before it and never once
// begun; learners are told; the bought start stays on the enrolment; links go to a server-only doc.
import { SESSION_MESSAGES, type ChangeSessionRequest, type ScheduleSessionsRequest } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callError, closeApps, type TestUser } from '../payments/payments-test-env';
import { PAYOUT_TEST_TIMEOUT_MS, useRazorpayConfigHere } from '../payouts/payouts-test-env';
import {
  batchWithLearners,
  begun,
  db,
  HOUR,
  istIn,
  notesOf,
  planDates,
  sessionDoc,
  sessionsTrainer,
} from './sessions-test-env';

const T = { timeout: PAYOUT_TEST_TIMEOUT_MS };
let trainer: TestUser;
beforeAll(async () => {
  useRazorpayConfigHere();
  trainer = await sessionsTrainer();
}, PAYOUT_TEST_TIMEOUT_MS);
afterAll(closeApps);

const change = (t: TestUser, req: ChangeSessionRequest) =>
  t.call<ChangeSessionRequest, { status: string }>('changeSession', req);

describe('scheduleSessions', () => {
  it('turns a weekly pattern into dated sessions, a Jitsi room and the batch end', T, async () => {
    const { batchId } = await batchWithLearners(trainer, 0, 30);
    const req: ScheduleSessionsRequest = {
      batchId,
      plan: { kind: 'weekly', days: [0, 1, 2, 3, 4, 5, 6], time: '07:00', durationMinutes: 90, count: 4 },
      place: { mode: 'online', link: null },
    };
    expect(await trainer.call('scheduleSessions', req)).toEqual({ sessions: 4 });
    const sessions = await db.collection(`batches/${batchId}/sessions`).orderBy('n').get();
    expect(sessions.docs.map((d) => d.id)).toEqual(['1', '2', '3', '4']);
    const first = sessions.docs[0]?.data() ?? {};
    expect(first).toMatchObject({
      n: 1,
      status: 'scheduled',
      duration_minutes: 90,
      reschedules: 0,
      trainer_id: trainer.uid,
    });
    expect((first.original_starts_at as Timestamp).isEqual(first.starts_at as Timestamp)).toBe(true);
    const link = (await db.doc(`class_links/${batchId}`).get()).data();
    expect(link).toMatchObject({ mode: 'online', provider: 'jitsi', batch_id: batchId });
    expect(String(link?.join_url)).toMatch(/^https:\/\/meet\.jit\.si\/SkillSetu-[A-Za-z0-9_-]{22}$/);
    const batch = (await db.doc(`batches/${batchId}`).get()).data() ?? {};
    expect(batch.sessions_count).toBe(4);
    expect((batch.ends_at as Timestamp).isEqual(sessions.docs[3]?.get('ends_at') as Timestamp)).toBe(true);
  });

  it('plans once when two calls race, and refuses other users and bad plans', T, async () => {
    const { batchId, learners } = await batchWithLearners(trainer, 1);
    const stranger = await sessionsTrainer();
    expect(await callError(planDates(stranger, batchId, [50]))).toEqual({
      code: 'permission-denied',
      message: SESSION_MESSAGES.notYourBatch,
    });
    expect(await callError(planDates(learners[0] as TestUser, batchId, [50]))).toMatchObject({
      code: 'permission-denied',
    });
    // Before the batch starts (48 h ahead): refused.
    expect(await callError(planDates(trainer, batchId, [30]))).toEqual({
      code: 'invalid-argument',
      message: SESSION_MESSAGES.beforeBatch,
    });
    const raced = await Promise.allSettled([planDates(trainer, batchId, [50, 74]), planDates(trainer, batchId, [60])]);
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = raced.find((r) => r.status === 'rejected');
    expect(await callError(Promise.reject((lost as PromiseRejectedResult).reason))).toEqual({
      code: 'failed-precondition',
      message: SESSION_MESSAGES.alreadyPlanned,
    });
    const won = (raced.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ sessions: number }>).value;
    expect((await db.collection(`batches/${batchId}/sessions`).get()).size).toBe(won.sessions);
  });
});

describe('changeSession', () => {
  it('reschedules up to 24 h before, tells learners and keeps the bought start', T, async () => {
    const { courseId, batchId, learners } = await batchWithLearners(trainer, 1, 24);
    const u = learners[0] as TestUser;
    await planDates(trainer, batchId, [26, 50]);
    const bought = (await sessionDoc(batchId, 2)).starts_at as Timestamp;
    // Onto class 1 (26 h ahead, an hour long): refused as an overlap.
    expect(await callError(change(trainer, { action: 'reschedule', batchId, n: 2, startsAt: istIn(26.5) }))).toEqual({
      code: 'invalid-argument',
      message: SESSION_MESSAGES.overlap,
    });
    expect(await change(trainer, { action: 'reschedule', batchId, n: 2, startsAt: istIn(100) })).toEqual({
      status: 'scheduled',
    });
    const moved = await sessionDoc(batchId, 2);
    expect(moved.reschedules).toBe(1);
    expect((moved.original_starts_at as Timestamp).isEqual(bought)).toBe(true);
    expect((moved.starts_at as Timestamp).toMillis()).toBeGreaterThan(Date.now() + 99 * HOUR);
    // A second move keeps the start the learner bought, not the first move's.
    await change(trainer, { action: 'reschedule', batchId, n: 2, startsAt: istIn(120) });
    const e = (await db.doc(`enrollments/${courseId}_${u.uid}`).get()).data() ?? {};
    expect(((e.bought_session_starts as Record<string, Timestamp>)['2'] as Timestamp).isEqual(bought)).toBe(true);
    expect((e.batch_starts_at as Timestamp).toMillis()).toBeLessThan(bought.toMillis());
    const notes = await notesOf(u.uid, 'Class Rescheduled');
    expect(notes).toHaveLength(2);
    expect(String(notes[0]?.get('message'))).toMatch(/: class 2 now starts on /);
    // Session 1 starts in 26 h: moving it to 23 h ahead is refused; once it is under 24 h away, any move is.
    expect(await callError(change(trainer, { action: 'reschedule', batchId, n: 1, startsAt: istIn(23) }))).toEqual({
      code: 'failed-precondition',
      message: SESSION_MESSAGES.newStartTooSoon,
    });
    await db.doc(`batches/${batchId}/sessions/1`).update({ starts_at: Timestamp.fromMillis(Date.now() + 23 * HOUR) });
    expect(await callError(change(trainer, { action: 'reschedule', batchId, n: 1, startsAt: istIn(200) }))).toEqual({
      code: 'failed-precondition',
      message: SESSION_MESSAGES.tooLateToMove,
    });
  });

  it('cancels only before the class begins; a cancelled or begun class never changes', T, async () => {
    const { batchId, learners } = await batchWithLearners(trainer, 1, 24);
    await planDates(trainer, batchId, [26, 50]);
    expect(await change(trainer, { action: 'cancel', batchId, n: 2 })).toEqual({ status: 'cancelled' });
    expect(await notesOf((learners[0] as TestUser).uid, 'Class Cancelled')).toHaveLength(1);
    for (const req of [
      { action: 'cancel', batchId, n: 2 },
      { action: 'reschedule', batchId, n: 2, startsAt: istIn(300) },
    ] as const) {
      expect(await callError(change(trainer, req))).toEqual({
        code: 'failed-precondition',
        message: SESSION_MESSAGES.notScheduled,
      });
    }
    // The batch now ends with class 1.
    const batch = (await db.doc(`batches/${batchId}`).get()).data() ?? {};
    expect((batch.ends_at as Timestamp).isEqual((await sessionDoc(batchId, 1)).ends_at as Timestamp)).toBe(true);
    await begun(batchId, 1);
    expect(await callError(change(trainer, { action: 'cancel', batchId, n: 1 }))).toEqual({
      code: 'failed-precondition',
      message: SESSION_MESSAGES.alreadyBegun,
    });
    expect(await callError(change(trainer, { action: 'reschedule', batchId, n: 1, startsAt: istIn(300) }))).toEqual({
      code: 'failed-precondition',
      message: SESSION_MESSAGES.tooLateToMove,
    });
    const stranger = await sessionsTrainer();
    expect(await callError(change(stranger, { action: 'cancel', batchId, n: 1 }))).toMatchObject({
      code: 'permission-denied',
    });
    expect((await sessionDoc(batchId, 1)).status).toBe('scheduled');
  });
});

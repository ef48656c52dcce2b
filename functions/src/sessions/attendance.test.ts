// Attendance (docs/sessions.md, ADR 188): the emulators and the Razorpay double, no mocks. Only the
// batch's trainer marks a begun class held, once even when two calls race; each enrolment counts
// classes held and attended and the lessons covered exactly once; learners cannot mark.
import { ATTENDANCE_MESSAGES, type MarkAttendanceRequest } from '@skillsetu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callError, closeApps, type TestUser } from '../payments/payments-test-env';
import { PAYOUT_TEST_TIMEOUT_MS, useRazorpayConfigHere } from '../payouts/payouts-test-env';
import { batchWithLearners, begun, db, planDates, sessionDoc, sessionsTrainer } from './sessions-test-env';

const T = { timeout: PAYOUT_TEST_TIMEOUT_MS };
let trainer: TestUser;
beforeAll(async () => {
  useRazorpayConfigHere();
  trainer = await sessionsTrainer();
}, PAYOUT_TEST_TIMEOUT_MS);
afterAll(closeApps);

const mark = (t: TestUser, req: MarkAttendanceRequest) => t.call<MarkAttendanceRequest, object>('markAttendance', req);

describe('markAttendance', () => {
  it('marks a begun class held once under a race, and counts it once per learner', T, async () => {
    const { courseId, batchId, learners } = await batchWithLearners(trainer, 2, 24);
    const [a, b] = learners as [TestUser, TestUser];
    await planDates(trainer, batchId, [26, 50]);
    const req = { batchId, n: 1, present: [a.uid], lessons: [0, 2, 2] };
    expect(await callError(mark(trainer, req))).toEqual({
      code: 'failed-precondition',
      message: ATTENDANCE_MESSAGES.notBegun,
    });
    await begun(batchId, 1);
    // A learner cannot mark attendance, nor can another trainer.
    expect(await callError(mark(a, req))).toMatchObject({ code: 'permission-denied' });
    expect(await callError(mark(await sessionsTrainer(), req))).toMatchObject({ code: 'permission-denied' });
    expect(await callError(mark(trainer, { ...req, present: ['someone-else'] }))).toEqual({
      code: 'invalid-argument',
      message: ATTENDANCE_MESSAGES.notInBatch,
    });

    const raced = await Promise.allSettled([mark(trainer, req), mark(trainer, { ...req, present: [a.uid, b.uid] })]);
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = raced.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(await callError(Promise.reject(lost.reason))).toEqual({
      code: 'failed-precondition',
      message: ATTENDANCE_MESSAGES.alreadyMarked,
    });
    const held = await sessionDoc(batchId, 1);
    expect(held).toMatchObject({ status: 'held', lessons_covered: [0, 2] });
    const counts = async (u: TestUser) => (await db.doc(`enrollments/${courseId}_${u.uid}`).get()).data() ?? {};
    const [ea, eb] = [await counts(a), await counts(b)];
    expect(ea).toMatchObject({ sessions_held: 1, sessions_attended: 1, lessons_covered: [0, 2] });
    // b is present only if the second call won the race.
    expect(eb.sessions_held).toBe(1);
    expect([0, 1]).toContain(eb.sessions_attended);
    const att = await db.collection(`batches/${batchId}/sessions/1/attendance`).get();
    expect(att.docs.map((d) => d.id).sort()).toEqual([a.uid, b.uid].sort());
    // A cancelled class has no attendance; a held one cannot be cancelled.
    await trainer.call('changeSession', { action: 'cancel', batchId, n: 2 });
    await begun(batchId, 2);
    expect(await callError(mark(trainer, { ...req, n: 2 }))).toEqual({
      code: 'failed-precondition',
      message: ATTENDANCE_MESSAGES.cancelled,
    });
    expect(await callError(trainer.call('changeSession', { action: 'cancel', batchId, n: 1 }))).toMatchObject({
      code: 'failed-precondition',
    });
  });
});

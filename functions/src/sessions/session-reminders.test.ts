// Class reminders and the calendar file (docs/sessions.md, ADR 187): the emulators and the double, no
// mocks. Each reminder is sent once even when two runs race, never for a cancelled class; the .ics
// has one VEVENT per class in Asia/Kolkata and only enrolled learners and the trainer get it.
import { SESSION_MESSAGES, type SessionCalendarResponse } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callError, closeApps, type TestUser } from '../payments/payments-test-env';
import { PAYOUT_TEST_TIMEOUT_MS, useRazorpayConfigHere } from '../payouts/payouts-test-env';
import { sendDueReminders } from './session-reminders';
import { batchWithLearners, db, HOUR, notesOf, planDates, sessionsTrainer } from './sessions-test-env';

const T = { timeout: PAYOUT_TEST_TIMEOUT_MS };
let trainer: TestUser;
beforeAll(async () => {
  useRazorpayConfigHere();
  trainer = await sessionsTrainer();
}, PAYOUT_TEST_TIMEOUT_MS);
afterAll(closeApps);

/** Mail queued for a user's reminders of one batch. */
async function remindersMailed(email: string, batchId: string) {
  const mail = await db.collection('mail').where('to', '==', email).get();
  return mail.docs.filter((d) => d.get('kind') === 'session-reminder' && d.id.includes(batchId));
}

describe('reminders', () => {
  it('go out 24 h and 1 h before, each once under racing runs, never for a cancelled class', T, async () => {
    const { batchId, learners } = await batchWithLearners(trainer, 2, 24);
    const [a, b] = learners as [TestUser, TestUser];
    // b turned reminder mails off (docs/decisions/173-mail-preferences.md): in-app only.
    await db.doc(`notification_preferences/${b.uid}`).set({ reminders: false });
    await planDates(trainer, batchId, [30, 54]);
    const start = ((await db.doc(`batches/${batchId}/sessions/1`).get()).get('starts_at') as Timestamp).toMillis();
    await trainer.call('changeSession', { action: 'cancel', batchId, n: 2 });
    const at = (hoursBefore: number) => new Date(start - hoursBefore * HOUR);

    // Too early: nothing. Then 23 h before, three runs at once: one '24h' reminder per person.
    await sendDueReminders(db, at(25));
    expect(await notesOf(a.uid, 'Class Reminder')).toHaveLength(0);
    await Promise.all([sendDueReminders(db, at(23)), sendDueReminders(db, at(23)), sendDueReminders(db, at(22.9))]);
    await sendDueReminders(db, at(2));
    for (const u of [a, b, trainer]) {
      const notes = (await notesOf(u.uid, 'Class Reminder')).filter((d) => d.get('batch_id') === batchId);
      expect(notes.map((d) => String(d.get('message')))).toEqual([expect.stringMatching(/starts tomorrow, at /)]);
      expect(await remindersMailed(u.email, batchId)).toHaveLength(u === b ? 0 : 1);
    }
    // 30 minutes before: the '1h' reminder, once more per person.
    await Promise.all([sendDueReminders(db, at(0.5)), sendDueReminders(db, at(0.5))]);
    const notes = (await notesOf(a.uid, 'Class Reminder')).filter((d) => d.get('batch_id') === batchId);
    expect(notes.map((d) => String(d.get('message'))).sort()).toEqual([
      expect.stringMatching(/starts in an hour, at /),
      expect.stringMatching(/starts tomorrow, at /),
    ]);
    expect(await remindersMailed(a.email, batchId)).toHaveLength(2);
    // Class 2 was cancelled: a day before its start, nobody hears of it.
    const cancelledStart = (
      (await db.doc(`batches/${batchId}/sessions/2`).get()).get('starts_at') as Timestamp
    ).toMillis();
    await sendDueReminders(db, new Date(cancelledStart - 2 * HOUR));
    const after = (await notesOf(b.uid, 'Class Reminder')).filter((d) => d.get('batch_id') === batchId);
    expect(after).toHaveLength(2);
  });
});

describe('sessionCalendar', () => {
  it('gives an enrolled learner one VEVENT per class in Asia/Kolkata, and nobody else', T, async () => {
    const { courseId, batchId, learners } = await batchWithLearners(trainer, 1, 24);
    await planDates(trainer, batchId, [30, 54, 78]);
    await trainer.call('changeSession', { action: 'cancel', batchId, n: 3 });
    const u = learners[0] as TestUser;
    const cal = await u.call<object, SessionCalendarResponse>('sessionCalendar', { courseId });
    expect(cal.events).toBe(2);
    expect(cal.filename).toMatch(/\.ics$/);
    expect(cal.ics.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
    expect(cal.ics.match(/^DTSTART;TZID=Asia\/Kolkata:\d{8}T\d{6}\r$/gm)).toHaveLength(2);
    expect(cal.ics).toMatch(/^BEGIN:VTIMEZONE\r\nTZID:Asia\/Kolkata\r\n/m);
    expect(cal.ics).toContain(`UID:session-${batchId}-1@skillsetu`);
    const link = String((await db.doc(`class_links/${batchId}`).get()).get('join_url'));
    expect(cal.ics).toContain(`LOCATION:${link}`);
    // The IST wall clock of class 1.
    const start = ((await db.doc(`batches/${batchId}/sessions/1`).get()).get('starts_at') as Timestamp).toDate();
    const ist = new Date(start.getTime() + 330 * 60_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(cal.ics).toContain(`DTSTART;TZID=Asia/Kolkata:${ist}`);

    const trainerCal = await trainer.call<object, SessionCalendarResponse>('sessionCalendar', { batchId });
    expect(trainerCal.events).toBe(2);
    const stranger = await sessionsTrainer();
    expect(await callError(stranger.call('sessionCalendar', { courseId }))).toEqual({
      code: 'permission-denied',
      message: SESSION_MESSAGES.notEnrolled,
    });
    expect(await callError(stranger.call('sessionCalendar', { batchId }))).toMatchObject({ code: 'permission-denied' });
    // A learner who cancelled (refunded) loses the calendar and its link.
    await u.call('cancelEnrollment', { courseId });
    expect(await callError(u.call('sessionCalendar', { courseId }))).toMatchObject({ code: 'permission-denied' });
  });
});

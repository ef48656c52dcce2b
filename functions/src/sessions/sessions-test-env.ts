// Shared setup of the sessions tests (emulators + the Razorpay double, no mocks): a trainer, a course
// with a batch, learners who bought seats through the real payment callables, and a planned batch.
import { dateToIstLocal, type ScheduleSessionsRequest, type ScheduleSessionsResponse } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { enrol, HOUR, learner, seedBatch } from '../payments/batches-test-env';
import { seedCourse, seedProfile, newUser, type TestUser } from '../payments/payments-test-env';
import { db } from '../payouts/payouts-test-env';

export { db, HOUR };

/** A new trainer with a profile (no payout account: the sessions do not need one). */
export async function sessionsTrainer(): Promise<TestUser> {
  const t = await newUser('sessions-trainer');
  await seedProfile(db, t, 'trainer');
  return t;
}

/** A course of `t` with a batch starting `hours` from now and `learners` learners who paid for it. */
export async function batchWithLearners(t: TestUser, learners: number, hours = 48) {
  const courseId = await seedCourse(db, t.uid, 1500);
  const batchId = await seedBatch(db, courseId, t.uid, hours);
  const buyers: TestUser[] = [];
  for (let i = 0; i < learners; i++) {
    const u = await learner(db);
    await enrol(u, courseId, batchId);
    buyers.push(u);
  }
  return { courseId, batchId, learners: buyers };
}

/** IST wall clock of an instant `hours` from now, rounded to the minute ('YYYY-MM-DDTHH:mm'). */
export const istIn = (hours: number) => dateToIstLocal(new Date(Date.now() + hours * HOUR + 60_000));

/** Plans `dates` (hours from now) of 60 minutes each, in a Jitsi room, through the callable. */
export function planDates(t: TestUser, batchId: string, hours: number[]): Promise<ScheduleSessionsResponse> {
  const req: ScheduleSessionsRequest = {
    batchId,
    plan: { kind: 'dates', dates: hours.map(istIn), durationMinutes: 60 },
    place: { mode: 'online', link: null },
  };
  return t.call<ScheduleSessionsRequest, ScheduleSessionsResponse>('scheduleSessions', req);
}

/** batches/{batchId}/sessions/{n} data. */
export async function sessionDoc(batchId: string, n: number) {
  return (await db.doc(`batches/${batchId}/sessions/${n}`).get()).data() ?? {};
}

/** Time passes: session n of the batch began `hours` ago (the test moves its start into the past). */
export async function begun(batchId: string, n: number, hours = 0.5): Promise<void> {
  const start = Date.now() - hours * HOUR;
  await db.doc(`batches/${batchId}/sessions/${n}`).update({
    starts_at: Timestamp.fromMillis(start),
    ends_at: Timestamp.fromMillis(start + HOUR),
  });
}

/** Notifications of a user with a title. */
export async function notesOf(uid: string, title: string) {
  const all = await db.collection('notifications').where('user_id', '==', uid).get();
  return all.docs.filter((d) => d.get('title') === title);
}

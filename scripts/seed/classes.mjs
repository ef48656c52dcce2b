// Demo classes, attendance and a certificate (docs/sessions.md, docs/learning-and-reviews.md), made
// with the shapes and paths the server uses: the demo learner buys each batch through the real
// purchase path (scripts/seed/learning.mjs purchase: createRazorpayOrder, the Razorpay double,
// verifyRazorpayPayment), the classes and class link are written in scheduleSessions' shape, and the
// trainer marks attendance through markAttendance, whose trigger invites the review and issues the
// certificate (onSessionHeld). Then time is moved for the demo only: the batch's start and classes sit
// in the past as if it had been bought before it began. An enrolment that exists is left as it is,
// so seeding twice changes nothing.
import { deleteApp } from 'firebase/app';
import { Timestamp } from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import { learnerClient, purchase } from './learning.mjs';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A class n of a batch in scheduleSessions' shape (functions/src/sessions/schedule-sessions.ts). */
function sessionDoc(batch, n, startsAt, minutes) {
  const start = Timestamp.fromMillis(startsAt);
  return {
    n,
    batch_id: batch.id,
    course_id: batch.courseId,
    trainer_id: batch.trainerUid,
    starts_at: start,
    ends_at: Timestamp.fromMillis(startsAt + minutes * 60_000),
    duration_minutes: minutes,
    status: 'scheduled',
    original_starts_at: start,
    reschedules: 0,
    created_at: Timestamp.fromMillis(startsAt - 30 * DAY),
  };
}

/**
 * One demo batch: `classes` are start offsets from now (ms) of `minutes` each; the learner attends
 * the classes whose index is in `attended` (marked by the trainer through markAttendance when they
 * have begun and are listed in `mark`). `status` is the batch's lifecycle state once moved.
 */
async function seedBatchWithClasses(db, b, { learner, trainer, log }) {
  const enrolRef = db.doc(`enrollments/${b.courseId}_${learner.uid}`);
  if ((await enrolRef.get()).exists) return false;
  const now = Date.now();
  const batchRef = db.doc(`batches/${b.id}`);
  // 1. A scheduled batch in the future, as the dashboard writes it; the learner buys a seat.
  await batchRef.set({
    course_id: b.courseId,
    trainer_id: b.trainerUid,
    starts_at: Timestamp.fromMillis(now + 2 * DAY),
    ends_at: null,
    seats: 10,
    seats_taken: 0,
    schedule: b.schedule,
    status: 'scheduled',
    created_at: Timestamp.fromMillis(now),
  });
  const client = await learnerClient(learner.email, learner.password);
  try {
    await purchase(client, b.courseId, b.id);
  } finally {
    await deleteApp(client.app);
  }
  // 2. Time moves for the demo: the classes, the batch and the bought start sit where they would be.
  const starts = b.classes.map((offset) => now + offset);
  const first = Timestamp.fromMillis(starts[0]);
  const lastEnd = Timestamp.fromMillis(starts.at(-1) + b.minutes * 60_000);
  await Promise.all(
    starts.map((s, i) => db.doc(`batches/${b.id}/sessions/${i + 1}`).set(sessionDoc(b, i + 1, s, b.minutes))),
  );
  await db.doc(`class_links/${b.id}`).set({
    batch_id: b.id,
    course_id: b.courseId,
    trainer_id: b.trainerUid,
    mode: 'online',
    provider: 'jitsi',
    join_url: `https://meet.jit.si/SkillSetu-${randomBytes(16).toString('base64url')}`,
    venue: null,
    maps_url: null,
    updated_at: first,
  });
  await batchRef.update({
    starts_at: first,
    ends_at: lastEnd,
    sessions_count: starts.length,
    status: b.status,
    started_at: first,
    ...(b.status === 'completed' ? { completed_at: lastEnd } : {}),
  });
  await enrolRef.update({ batch_starts_at: first });
  // 3. The trainer marks the past classes through markAttendance (its trigger invites and certifies).
  const trainerClient = await learnerClient(trainer.email, trainer.password);
  try {
    for (const i of b.mark) {
      const present = b.attended.includes(i) ? [learner.uid] : [];
      await trainerClient.call('markAttendance', { batchId: b.id, n: i + 1, present, lessons: [] });
    }
  } finally {
    await deleteApp(trainerClient.app);
  }
  log(`[seed] ${b.id}: ${starts.length} classes, ${b.mark.length} marked for ${learner.email}`);
  return true;
}

/** Polls until `enrollments/{id}.certificate_id` is set by onSessionHeld; throws after `timeoutMs`. */
async function waitForCertificate(db, enrollmentId, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const id = (await db.doc(`enrollments/${enrollmentId}`).get()).get('certificate_id');
    if (typeof id === 'string' && id) return id;
    if (Date.now() > deadline) throw new Error(`no certificate for ${enrollmentId} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * The demo learner's running batch with the demo trainer (`running`: two past classes attended, one
 * today that began two hours ago for the trainer to mark, the next tomorrow, two more after) and a
 * completed batch with another trainer (`completed`: four classes five to two weeks ago, three
 * attended: 75 %, so a certificate). Courses are `{ id, trainerUid }`; trainers `{ uid, email,
 * password }`. Needs the Auth, Firestore and functions emulators and the Razorpay double.
 * @returns {Promise<{ certificateId: string }>} the completed course's certificate id
 */
export async function seedClasses(db, { learner, running, completed, log = () => {} }) {
  await seedBatchWithClasses(
    db,
    {
      id: `seed-${running.course.id}-running`,
      courseId: running.course.id,
      trainerUid: running.trainer.uid,
      schedule: 'Mon and Thu, 7–8:30 PM IST',
      classes: [-6 * DAY, -3 * DAY, -2 * HOUR, DAY, 4 * DAY, 7 * DAY],
      minutes: 90,
      mark: [0, 1],
      attended: [0, 1],
      status: 'running',
    },
    { learner, trainer: running.trainer, log },
  );
  await seedBatchWithClasses(
    db,
    {
      id: `seed-${completed.course.id}-completed`,
      courseId: completed.course.id,
      trainerUid: completed.trainer.uid,
      schedule: 'Saturdays, 10 AM–12 PM IST',
      classes: [-35 * DAY, -28 * DAY, -21 * DAY, -14 * DAY],
      minutes: 120,
      mark: [0, 1, 2, 3],
      attended: [0, 1, 3],
      status: 'completed',
    },
    { learner, trainer: completed.trainer, log },
  );
  const certificateId = await waitForCertificate(db, `${completed.course.id}_${learner.uid}`);
  log(`[seed] certificate ${certificateId} for ${learner.email}`);
  return { certificateId };
}

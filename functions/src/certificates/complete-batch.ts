import { batchDelivered, completionThreshold, MAX_SESSIONS, sessionStatusSchema } from '@skillsetu/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { completeEnrolmentOnce, type CompletionOutcome, type DeliveredBatch } from './complete-enrolment';

const millis = (v: unknown): number | null => (v instanceof Timestamp ? v.toMillis() : null);

/** A name from profiles/{uid}.full_name, else the fallback. */
async function nameOf(db: Firestore, uid: string, fallback: string): Promise<string> {
  const name = (await db.doc(`profiles/${uid}`).get()).get('full_name') as unknown;
  return typeof name === 'string' && name.trim() ? name.trim() : fallback;
}

/**
 * Completes the active enrolments of `batches/{batchId}` once the batch is delivered (none of its
 * classes still scheduled, one held: domain batchDelivered, ADR 205); does nothing before. Reads the
 * classes (≤ 50), the present attendance of each held class (immutable once marked, ADR 188) for the
 * minutes each learner attended, the course's threshold, then decides each enrolment in its own
 * transaction (completeEnrolmentOnce). Safe to run any number of times, also concurrently.
 */
export async function completeDeliveredBatch(db: Firestore, batchId: string): Promise<CompletionOutcome[]> {
  const sessions = (await db.collection(`batches/${batchId}/sessions`).limit(MAX_SESSIONS).get()).docs;
  const statuses = sessions.map((s) => sessionStatusSchema.catch('cancelled').parse(s.get('status')));
  if (!batchDelivered(statuses)) return [];
  const held = sessions.filter((s) => s.get('status') === 'held');
  const minutes = new Map<string, number>();
  await Promise.all(
    held.map(async (s) => {
      const att = await s.ref.collection('attendance').where('present', '==', true).limit(200).get();
      const duration = Number(s.get('duration_minutes') ?? 0);
      for (const a of att.docs) minutes.set(a.id, (minutes.get(a.id) ?? 0) + duration);
    }),
  );
  const starts = held.map((s) => millis(s.get('starts_at'))).filter((m): m is number => m !== null);
  const ends = held.map((s) => millis(s.get('ends_at'))).filter((m): m is number => m !== null);
  const batch = await db.doc(`batches/${batchId}`).get();
  const courseId = String(batch.get('course_id'));
  const trainerId = String(batch.get('trainer_id'));
  const course = await db.doc(`courses/${courseId}`).get();
  const title = course.get('title') as unknown;
  const delivered: DeliveredBatch = {
    batchId,
    courseId,
    courseTitle: typeof title === 'string' && title ? title : 'Your course',
    trainerId,
    trainerName: await nameOf(db, trainerId, 'SkillSetu trainer'),
    threshold: completionThreshold(course.get('completion_threshold')),
    startedAt: new Date(Math.min(...starts)),
    completedAt: new Date(Math.max(...ends)),
    minutesByLearner: minutes,
  };
  const enrolments = await db
    .collection('enrollments')
    .where('batch_id', '==', batchId)
    .where('status', '==', 'active')
    .limit(200)
    .get();
  return Promise.all(enrolments.docs.map((e) => completeEnrolmentOnce(db, e.ref, delivered)));
}

import {
  batchDelivered,
  batches,
  completionThreshold,
  courses,
  enrollments,
  MAX_SESSIONS,
  profiles,
  sessions,
} from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { collectionPath, dataOf, typedDoc, typedRead } from '../lib/typed-docs';
import { completeEnrolmentOnce, type CompletionOutcome, type DeliveredBatch } from './complete-enrolment';

/** A name from profiles/{uid}.full_name (trimmed by the module), else the fallback. */
async function nameOf(db: Firestore, uid: string, fallback: string): Promise<string> {
  return dataOf(await typedDoc(db, profiles, uid).get())?.full_name || fallback;
}

/**
 * Completes the active enrolments of `batches/{batchId}` once the batch is delivered (none of its
 * classes still scheduled, one held: domain batchDelivered, ADR 205); does nothing before. Reads the
 * classes (≤ 50), the present attendance of each held class (immutable once marked, ADR 188) for the
 * minutes each learner attended, the course's threshold, then decides each enrolment in its own
 * transaction (completeEnrolmentOnce). Safe to run any number of times, also concurrently.
 */
export async function completeDeliveredBatch(db: Firestore, batchId: string): Promise<CompletionOutcome[]> {
  const docs = (await db.collection(collectionPath(sessions, batchId)).limit(MAX_SESSIONS).get()).docs;
  const classes = docs.flatMap((d) => {
    const s = typedRead(sessions, d);
    return s ? [{ ref: d.ref, s }] : [];
  });
  if (!batchDelivered(classes.map(({ s }) => s.status))) return [];
  const held = classes.filter(({ s }) => s.status === 'held');
  const minutes = new Map<string, number>();
  await Promise.all(
    held.map(async ({ ref, s }) => {
      const att = await ref.collection('attendance').where('present', '==', true).limit(200).get();
      for (const a of att.docs) minutes.set(a.id, (minutes.get(a.id) ?? 0) + s.duration_minutes);
    }),
  );
  const starts = held.map(({ s }) => s.starts_at.getTime());
  const ends = held.map(({ s }) => s.ends_at.getTime());
  const batch = dataOf(await typedDoc(db, batches, batchId).get());
  if (!batch) return [];
  const course = dataOf(await typedDoc(db, courses, batch.course_id).get());
  const delivered: DeliveredBatch = {
    batchId,
    courseId: batch.course_id,
    courseTitle: course?.title || 'Your course',
    trainerId: batch.trainer_id,
    trainerName: await nameOf(db, batch.trainer_id, 'SkillSetu trainer'),
    threshold: completionThreshold(course?.completion_threshold),
    startedAt: new Date(Math.min(...starts)),
    completedAt: new Date(Math.max(...ends)),
    minutesByLearner: minutes,
  };
  const enrolments = await db
    .collection(collectionPath(enrollments))
    .where('batch_id', '==', batchId)
    .where('status', '==', 'active')
    .limit(200)
    .get();
  return Promise.all(enrolments.docs.map((e) => completeEnrolmentOnce(db, e.ref, delivered)));
}

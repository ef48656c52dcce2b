import { batches, CANCEL_MESSAGES, courses } from '@skillsetu/domain';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { typedRead } from '../lib/typed-docs';

/** Scheduled batches of a course that start after `now` (at most 50: the public list's bound). */
export async function futureBatches(db: Firestore, courseId: string, now = new Date()) {
  const snap = await db
    .collection('batches')
    .where('course_id', '==', courseId)
    .where('status', '==', 'scheduled')
    .where('starts_at', '>', Timestamp.fromDate(now))
    .orderBy('starts_at')
    .limit(50)
    .get();
  return snap.docs;
}

/**
 * Why a batch cannot take one more seat at `now`: 'full', 'closed' (cancelled, started, another
 * course, missing or unusable for the batches module) or null.
 */
export function seatProblem(batchSnap: DocumentSnapshot, courseId: string, now: Date): 'full' | 'closed' | null {
  const batch = typedRead(batches, batchSnap);
  if (!batch || batch.course_id !== courseId || batch.status !== 'scheduled') return 'closed';
  if (batch.starts_at.getTime() <= now.getTime()) return 'closed';
  return batch.seats_taken >= batch.seats ? 'full' : null;
}

/**
 * Why a course no longer sells a payment that arrives for it (ADR 132): 'course' when it is deleted
 * or unpublished, or sold without a batch while not self-paced; else the batch's seatProblem
 * ('full' / 'closed') for a batch order; null when the sale stands.
 */
export function saleProblem(
  courseSnap: DocumentSnapshot,
  batch: DocumentSnapshot | null,
  courseId: string,
  now: Date,
): 'course' | 'full' | 'closed' | null {
  const course = typedRead(courses, courseSnap);
  if (course?.is_active !== true) return 'course';
  if (batch) return seatProblem(batch, courseId, now);
  return course.self_paced === true ? null : 'course';
}

/**
 * The batch an enrolment order is for (ADR 080, ADR 132): a course with a scheduled future batch
 * sells only into one (it must be named, be this course's, open and not full); a course without one
 * sells without a batch only when it is self-paced (courses.self_paced), else it refuses with
 * CANCEL_MESSAGES.noUpcomingBatch. Throws HttpsError failed-precondition / not-found. The seat itself
 * is taken only in the fulfilment transaction (a full batch there is refunded in full).
 */
export async function chooseBatch(
  db: Firestore,
  courseId: string,
  batchId: string | undefined,
): Promise<string | null> {
  if (!batchId) {
    const [open, course] = await Promise.all([futureBatches(db, courseId), db.doc(courses.path(courseId)).get()]);
    if (open.length > 0) throw new HttpsError('failed-precondition', CANCEL_MESSAGES.chooseBatch);
    if (typedRead(courses, course)?.self_paced !== true)
      throw new HttpsError('failed-precondition', CANCEL_MESSAGES.noUpcomingBatch);
    return null;
  }
  const batch = await db.doc(batches.path(batchId)).get();
  if (typedRead(batches, batch)?.course_id !== courseId)
    throw new HttpsError('not-found', CANCEL_MESSAGES.batchNotFound);
  const problem = seatProblem(batch, courseId, new Date());
  if (problem === 'full') throw new HttpsError('failed-precondition', CANCEL_MESSAGES.batchFull);
  if (problem === 'closed') throw new HttpsError('failed-precondition', CANCEL_MESSAGES.batchUnavailable);
  return batchId;
}

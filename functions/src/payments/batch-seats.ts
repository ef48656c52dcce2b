import { CANCEL_MESSAGES } from '@skillsetu/domain';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

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

/** Why a batch cannot take one more seat at `now`: 'full', 'closed' (cancelled, started, another course) or null. */
export function seatProblem(batch: DocumentSnapshot, courseId: string, now: Date): 'full' | 'closed' | null {
  if (!batch.exists || batch.get('course_id') !== courseId || batch.get('status') !== 'scheduled') return 'closed';
  const startsAt = batch.get('starts_at') as unknown;
  if (!(startsAt instanceof Timestamp) || startsAt.toMillis() <= now.getTime()) return 'closed';
  const seats = Number(batch.get('seats') ?? 0);
  const taken = Number(batch.get('seats_taken') ?? 0);
  return taken >= seats ? 'full' : null;
}

/**
 * Why a course no longer sells a payment that arrives for it (ADR 132): 'course' when it is deleted
 * or unpublished, or sold without a batch while not self-paced; else the batch's seatProblem
 * ('full' / 'closed') for a batch order; null when the sale stands.
 */
export function saleProblem(
  course: DocumentSnapshot,
  batch: DocumentSnapshot | null,
  courseId: string,
  now: Date,
): 'course' | 'full' | 'closed' | null {
  if (!course.exists || course.get('is_active') !== true) return 'course';
  if (batch) return seatProblem(batch, courseId, now);
  return course.get('self_paced') === true ? null : 'course';
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
    const [open, course] = await Promise.all([futureBatches(db, courseId), db.doc(`courses/${courseId}`).get()]);
    if (open.length > 0) throw new HttpsError('failed-precondition', CANCEL_MESSAGES.chooseBatch);
    if (course.get('self_paced') !== true) throw new HttpsError('failed-precondition', CANCEL_MESSAGES.noUpcomingBatch);
    return null;
  }
  const batch = await db.doc(`batches/${batchId}`).get();
  if (!batch.exists || batch.get('course_id') !== courseId)
    throw new HttpsError('not-found', CANCEL_MESSAGES.batchNotFound);
  const problem = seatProblem(batch, courseId, new Date());
  if (problem === 'full') throw new HttpsError('failed-precondition', CANCEL_MESSAGES.batchFull);
  if (problem === 'closed') throw new HttpsError('failed-precondition', CANCEL_MESSAGES.batchUnavailable);
  return batchId;
}

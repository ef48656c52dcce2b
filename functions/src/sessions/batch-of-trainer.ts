import { batches, courses, enrollments, SESSION_MESSAGES, type BatchStatus, type Enrollment } from '@skillsetu/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { collectionPath, dataOf, typedDoc, typedRead } from '../lib/typed-docs';

/** What the sessions callables read of a batch (starts_at a UTC Date). */
export interface BatchForSessions {
  id: string;
  course_id: string;
  trainer_id: string;
  starts_at: Date;
  status: BatchStatus;
  sessions_count: number;
}

/**
 * Reads batches/{batchId} in the transaction through the batches module
 * (docs/decisions/240-one-module-per-collection.md) for its trainer `uid`: throws not-found (missing
 * or unusable), permission-denied (another trainer) or failed-precondition (cancelled, or completed
 * unless `allowCompleted`: attendance of the last class is marked after the batch completes).
 */
export async function batchOfTrainer(
  db: Firestore,
  tx: Transaction,
  batchId: string,
  uid: string,
  opts: { allowCompleted?: boolean } = {},
): Promise<BatchForSessions> {
  const batch = dataOf(await tx.get(typedDoc(db, batches, batchId)));
  if (!batch) throw new HttpsError('not-found', SESSION_MESSAGES.batchNotFound);
  if (batch.trainer_id !== uid) throw new HttpsError('permission-denied', SESSION_MESSAGES.notYourBatch);
  if (batch.status === 'cancelled' || (batch.status === 'completed' && !opts.allowCompleted)) {
    throw new HttpsError('failed-precondition', SESSION_MESSAGES.batchClosed);
  }
  const { id, course_id, starts_at, status, sessions_count } = batch;
  return { id, course_id, trainer_id: uid, starts_at, status, sessions_count };
}

/** A course's title for messages ('Your course' when it is gone), read leniently by the courses module. */
export async function courseTitle(db: Firestore, tx: Transaction, courseId: string): Promise<string> {
  const course = await tx.get(db.doc(courses.path(courseId)));
  return courses.read(courseId, course.data() ?? {}).value.title || 'Your course';
}

/** An active enrolment of a batch: its id, its plain reference (for partial updates) and its value. */
export interface BatchLearner {
  id: string;
  ref: DocumentReference;
  enrolment: Enrollment;
}

/**
 * A batch's active enrolments, read in the transaction through the enrollments module (a batch has
 * at most 100 seats); one the module finds unusable is left out (logged).
 */
export async function activeLearners(db: Firestore, tx: Transaction, batchId: string): Promise<BatchLearner[]> {
  const q = db
    .collection(collectionPath(enrollments))
    .where('batch_id', '==', batchId)
    .where('status', '==', 'active')
    .limit(200);
  return (await tx.get(q)).docs.flatMap((d) => {
    const enrolment = typedRead(enrollments, d);
    return enrolment ? [{ id: d.id, ref: d.ref, enrolment }] : [];
  });
}

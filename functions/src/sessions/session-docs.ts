import { batchStatusSchema, SESSION_MESSAGES, type BatchStatus } from '@skillsetu/domain';
import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

/** What the sessions callables read of a batch. */
export interface BatchForSessions {
  id: string;
  course_id: string;
  trainer_id: string;
  starts_at: Date;
  status: BatchStatus;
  sessions_count: number;
}

/**
 * Reads batches/{batchId} in the transaction for its trainer `uid`: throws not-found, permission-denied
 * (another trainer) or failed-precondition (cancelled, or completed unless `allowCompleted`: attendance
 * of the last class is marked after the batch completes).
 */
export async function batchOfTrainer(
  db: Firestore,
  tx: Transaction,
  batchId: string,
  uid: string,
  opts: { allowCompleted?: boolean } = {},
): Promise<BatchForSessions> {
  const snap = await tx.get(db.doc(`batches/${batchId}`));
  const status = batchStatusSchema.safeParse(snap.get('status'));
  const startsAt = snap.get('starts_at') as unknown;
  if (!snap.exists || !status.success || !(startsAt instanceof Timestamp)) {
    throw new HttpsError('not-found', SESSION_MESSAGES.batchNotFound);
  }
  if (snap.get('trainer_id') !== uid) throw new HttpsError('permission-denied', SESSION_MESSAGES.notYourBatch);
  if (status.data === 'cancelled' || (status.data === 'completed' && !opts.allowCompleted)) {
    throw new HttpsError('failed-precondition', SESSION_MESSAGES.batchClosed);
  }
  const count = snap.get('sessions_count') as unknown;
  return {
    id: snap.id,
    course_id: String(snap.get('course_id')),
    trainer_id: uid,
    starts_at: startsAt.toDate(),
    status: status.data,
    sessions_count: typeof count === 'number' ? count : 0,
  };
}

/** A course's title for messages ('Your course' when it is gone). */
export async function courseTitle(db: Firestore, tx: Transaction, courseId: string): Promise<string> {
  const course = await tx.get(db.doc(`courses/${courseId}`));
  const title = course.get('title') as unknown;
  return typeof title === 'string' && title ? title : 'Your course';
}

/** The learner ids of a batch's active enrolments, read in the transaction (a batch has at most 100 seats). */
export async function activeLearners(db: Firestore, tx: Transaction, batchId: string): Promise<DocumentSnapshot[]> {
  const q = db.collection('enrollments').where('batch_id', '==', batchId).where('status', '==', 'active').limit(200);
  return (await tx.get(q)).docs;
}

/** A server notification document (notifications/{id}; the owner may only flip is_read). */
export function notification(userId: string, title: string, message: string, extra: Record<string, unknown> = {}) {
  return {
    user_id: userId,
    title,
    message,
    type: 'info',
    is_read: false,
    action_url: '/my-learning',
    created_at: Timestamp.now(),
    ...extra,
  };
}

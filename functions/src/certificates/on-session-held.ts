import { courses, sessions } from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { dataOf, typedDoc, typedRead } from '../lib/typed-docs';
import { inviteReviewOnce } from '../reviews/review-invitation';
import { completeDeliveredBatch } from './complete-batch';

/**
 * After class n of a batch is held: invites each present learner to review once (ADR 208), then
 * completes the batch's enrolments when it was the last class (ADR 205). Every step is idempotent.
 */
export async function afterSessionHeld(firestore: Firestore, batchId: string, n: string, now: Date): Promise<void> {
  const session = typedDoc(firestore, sessions, batchId, n);
  const [present, s] = await Promise.all([
    session.collection('attendance').where('present', '==', true).limit(200).get(),
    session.get().then(dataOf),
  ]);
  if (s) {
    const courseTitle = dataOf(await typedDoc(firestore, courses, s.course_id).get())?.title || 'your course';
    await Promise.all(present.docs.map((a) => inviteReviewOnce(firestore, `${s.course_id}_${a.id}`, courseTitle, now)));
  }
  await completeDeliveredBatch(firestore, batchId);
}

/**
 * batches/{batchId}/sessions/{n} moves to held (markAttendance, ADR 188) → review invitations and
 * completion with certificates (docs/learning-and-reviews.md). Retried on failure; replays change nothing.
 */
export const onSessionHeld = onDocumentUpdated(
  { document: 'batches/{batchId}/sessions/{n}', retry: true },
  async (event) => {
    const before = event.data ? typedRead(sessions, event.data.before)?.status : undefined;
    const after = event.data ? typedRead(sessions, event.data.after)?.status : undefined;
    if (after !== 'held' || before === 'held') return;
    await afterSessionHeld(db, event.params.batchId, event.params.n, new Date());
    logger.info('session held: invitations and completion checked', {
      batchId: event.params.batchId,
      n: event.params.n,
    });
  },
);

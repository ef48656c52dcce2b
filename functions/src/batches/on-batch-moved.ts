import { batches, batchMovedMessage, courses, enrollments, istDateTime, transfers } from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { routeApi } from '../payouts/route-api';
import { runTransaction } from '../lib/transaction';
import { collectionPath, dataOf, typedDoc, typedRead } from '../lib/typed-docs';

/**
 * A move worth telling learners about: a still-scheduled batch whose start changed before it began,
 * to a start still ahead of `at`. The rules refuse a start in the past; an Admin SDK write that puts
 * it there (tests and the demo letting time pass) is not a move (docs/decisions/131-moved-batches.md).
 */
export function isMove(before: DocumentSnapshot, after: DocumentSnapshot, at: Date): boolean {
  const from = typedRead(batches, before);
  const to = typedRead(batches, after);
  return (
    from?.status === 'scheduled' &&
    to?.status === 'scheduled' &&
    from.starts_at.getTime() !== to.starts_at.getTime() &&
    from.starts_at.getTime() > at.getTime() &&
    to.starts_at.getTime() > at.getTime()
  );
}

/**
 * One active enrolment of a moved batch, in a transaction (ADR 131): marks `batch_moved_at` (its
 * quote is 100 % until the batch starts; `batch_starts_at`, the bought start, is kept), writes the
 * learner's notification (id `moved_{eventId}_{enrolmentId}`: a replayed event writes nothing new)
 * and moves the sale's held payout (transfers/{orderId}, status 'held') to the new start. Returns
 * the Razorpay transfer id whose hold must follow, or null.
 */
async function markMoved(
  firestore: Firestore,
  enrollmentId: string,
  orderId: string,
  eventId: string,
  title: string,
  startsAt: Date,
): Promise<string | null> {
  const enrolRef = typedDoc(firestore, enrollments, enrollmentId);
  const transferRef = typedDoc(firestore, transfers, orderId);
  const noteRef = firestore.doc(`notifications/moved_${eventId}_${enrollmentId}`);
  return runTransaction(firestore, async (tx) => {
    const [e, transfer, note] = await Promise.all([
      tx.get(enrolRef).then(dataOf),
      tx.get(transferRef).then(dataOf),
      tx.get(noteRef),
    ]);
    if (e?.status !== 'active' || note.exists) return null;
    const now = Timestamp.now();
    tx.update(enrolRef.withConverter(null), { batch_moved_at: now });
    tx.create(noteRef, {
      user_id: e.learner_id,
      title: 'Batch Moved',
      message: batchMovedMessage(title, istDateTime(startsAt)),
      type: 'info',
      is_read: false,
      action_url: '/my-learning',
      enrollment_id: enrollmentId,
      created_at: now,
    });
    if (transfer?.status === 'held') {
      tx.update(transferRef.withConverter(null), { on_hold_until: Timestamp.fromDate(startsAt) });
      return transfer.razorpay_transfer_id || null;
    }
    return null;
  });
}

/**
 * batches/{batchId} updated with a new starts_at while scheduled and before its start (the trainer's
 * edit, which the rules allow only then): every active learner is told the new start (IST) and may
 * cancel for 100 % until it starts; held payouts of its sales wait for the new start, at Razorpay too
 * (PATCH /v1/transfers/{id}). Idempotent per event (ADR 131).
 */
export const onBatchMoved = onDocumentUpdated(
  { document: 'batches/{batchId}', secrets: [RAZORPAY_KEY_SECRET] },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (!before || !after || !isMove(before, after, new Date(event.time))) return;
    const batch = typedRead(batches, after);
    if (!batch) return;
    const startsAt = batch.starts_at;
    const course = dataOf(await typedDoc(db, courses, batch.course_id).get());
    const title = course?.title ?? 'Your course';
    const active = await db
      .collection(collectionPath(enrollments))
      .where('batch_id', '==', after.id)
      .where('status', '==', 'active')
      .limit(500)
      .get();
    for (const doc of active.docs) {
      const e = typedRead(enrollments, doc);
      if (!e) continue;
      const rzpTransferId = await markMoved(db, doc.id, e.order_id, event.id, title, startsAt);
      if (rzpTransferId) {
        await routeApi('PATCH', `/v1/transfers/${rzpTransferId}`, {
          on_hold: true,
          on_hold_until: Math.ceil(startsAt.getTime() / 1000),
        });
      }
    }
    logger.info('Batch moved', { batchId: after.id, learners: active.size });
  },
);

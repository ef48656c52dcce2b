import { batchMovedMessage, istDateTime } from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { routeApi } from '../payouts/route-api';
import { runTransaction } from '../lib/transaction';

/** A move worth telling learners about: a still-scheduled batch whose start changed before it began. */
export function isMove(before: DocumentSnapshot, after: DocumentSnapshot, at: Date): boolean {
  const from = before.get('starts_at') as unknown;
  const to = after.get('starts_at') as unknown;
  return (
    from instanceof Timestamp &&
    to instanceof Timestamp &&
    !from.isEqual(to) &&
    before.get('status') === 'scheduled' &&
    after.get('status') === 'scheduled' &&
    from.toMillis() > at.getTime()
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
  enrollment: DocumentSnapshot,
  eventId: string,
  title: string,
  startsAt: Timestamp,
): Promise<string | null> {
  const transferRef = firestore.doc(`transfers/${String(enrollment.get('order_id'))}`);
  const noteRef = firestore.doc(`notifications/moved_${eventId}_${enrollment.id}`);
  return runTransaction(firestore, async (tx) => {
    const [e, transfer, note] = await Promise.all([tx.get(enrollment.ref), tx.get(transferRef), tx.get(noteRef)]);
    if (e.get('status') !== 'active' || note.exists) return null;
    const now = Timestamp.now();
    tx.update(e.ref, { batch_moved_at: now });
    tx.create(noteRef, {
      user_id: e.get('learner_id'),
      title: 'Batch Moved',
      message: batchMovedMessage(title, istDateTime(startsAt.toDate())),
      type: 'info',
      is_read: false,
      action_url: '/my-learning',
      enrollment_id: e.id,
      created_at: now,
    });
    if (transfer.exists && transfer.get('status') === 'held') {
      tx.update(transferRef, { on_hold_until: startsAt });
      const rzp = transfer.get('razorpay_transfer_id') as unknown;
      return typeof rzp === 'string' && rzp ? rzp : null;
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
    const startsAt = after.get('starts_at') as Timestamp;
    const course = await db.doc(`courses/${String(after.get('course_id'))}`).get();
    const title = String(course.get('title') ?? 'Your course');
    const active = await db
      .collection('enrollments')
      .where('batch_id', '==', after.id)
      .where('status', '==', 'active')
      .limit(500)
      .get();
    for (const e of active.docs) {
      const rzpTransferId = await markMoved(db, e, event.id, title, startsAt);
      if (rzpTransferId) {
        await routeApi('PATCH', `/v1/transfers/${rzpTransferId}`, {
          on_hold: true,
          on_hold_until: Math.ceil(startsAt.toMillis() / 1000),
        });
      }
    }
    logger.info('Batch moved', { batchId: after.id, learners: active.size });
  },
);

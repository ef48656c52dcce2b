import {
  courses,
  DISPUTE_MESSAGES,
  DISPUTE_REASONS,
  DISPUTE_WINDOW_HOURS,
  disputeDueDates,
  enrollments,
  payoutParts,
  reportClassProblemSchema,
  sessions,
} from '@skillsetu/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { payoutNow } from '../payouts/clock';
import { notification } from '../notifications/server-notification';
import { runTransaction } from '../lib/transaction';
import { collectionPath, dataOf, typedDoc, typedRead } from '../lib/typed-docs';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** disputes/{enrollmentId}_{n}: one report per learner and class (deterministic: a repeat reads "already reported"). */
export const disputeRef = (firestore: Firestore, enrollmentId: string, n: number) =>
  firestore.doc(`disputes/${enrollmentId}_${n}`);

/**
 * A learner reports a problem with class `n` of their batch, once, in one transaction: they need an
 * active enrolment in the batch (permission-denied "not your class"), the class must have begun and
 * ended at most 72 h ago (failed-precondition "not yet" / "too late"), and not be reported already
 * (already-exists). Writes disputes/{enrollmentId}_{n} 'open' with its due dates (5 and 7 business
 * days in IST), the learner's note as the first message, puts the class's payout part on hold
 * ('waiting' → 'disputed'), marks the learner's conversation with the trainer `disputed` (admins
 * may then read it) and notifies the trainer and the learner. `now` is the payouts' clock.
 * docs/sessions.md#report-a-problem, docs/decisions/202-dispute-outcomes.md.
 */
export async function reportProblem(
  firestore: Firestore,
  uid: string,
  req: z.output<typeof reportClassProblemSchema>,
  now: Date,
): Promise<{ disputeId: string }> {
  return runTransaction(firestore, async (tx) => {
    const enrolments = await tx.get(
      firestore
        .collection(collectionPath(enrollments))
        .where('learner_id', '==', uid)
        .where('batch_id', '==', req.batchId)
        .where('status', '==', 'active')
        .limit(1),
    );
    const enrolmentSnap = enrolments.docs[0];
    // An enrolment the module cannot read (no order, trainer or amount) gives no class to report on.
    const e = enrolmentSnap ? typedRead(enrollments, enrolmentSnap) : null;
    if (!enrolmentSnap || !e) throw new HttpsError('permission-denied', DISPUTE_MESSAGES.notYourClass);
    const session = dataOf(await tx.get(typedDoc(firestore, sessions, req.batchId, String(req.n))));
    if (!session) throw new HttpsError('not-found', DISPUTE_MESSAGES.classNotFound);
    const startsAt = session.starts_at;
    if (startsAt.getTime() > now.getTime()) throw new HttpsError('failed-precondition', DISPUTE_MESSAGES.notYet);
    const endsAt = startsAt.getTime() + session.duration_minutes * MINUTE_MS;
    if (now.getTime() > endsAt + DISPUTE_WINDOW_HOURS * HOUR_MS) {
      throw new HttpsError('failed-precondition', DISPUTE_MESSAGES.tooLate);
    }
    const ref = disputeRef(firestore, enrolmentSnap.id, req.n);
    const orderId = e.order_id;
    const partRef = firestore.doc(payoutParts.path(`${orderId}_${req.n}`));
    const trainerId = e.trainer_id;
    const convRef = firestore.doc(`conversations/${uid}_${trainerId}`);
    const [existing, partSnap, courseSnap, conversation] = await Promise.all([
      tx.get(ref),
      tx.get(typedDoc(firestore, payoutParts, `${orderId}_${req.n}`)),
      tx.get(typedDoc(firestore, courses, e.course_id)),
      tx.get(convRef),
    ]);
    if (existing.exists) throw new HttpsError('already-exists', DISPUTE_MESSAGES.alreadyReported);
    const title = dataOf(courseSnap)?.title || 'your course';
    const due = disputeDueDates(now);
    const at = Timestamp.fromDate(now);
    tx.create(ref, {
      learner_id: uid,
      trainer_id: trainerId,
      course_id: e.course_id,
      course_title: title,
      batch_id: req.batchId,
      enrollment_id: enrolmentSnap.id,
      order_id: orderId,
      n: req.n,
      session_starts_at: Timestamp.fromDate(startsAt),
      reason: req.reason,
      note: req.note,
      messages: [{ from: 'learner', text: req.note, at }],
      status: 'open',
      due_by: Timestamp.fromDate(due.dueBy),
      overdue_after: Timestamp.fromDate(due.overdueAfter),
      outcome: null,
      refund_paise: null,
      refund_id: null,
      resolution_note: null,
      resolved_by: null,
      resolved_at: null,
      created_at: at,
    });
    // Admins may read the pair's messages while deciding (firestore.rules msgCanReadThread; docs/admin.md#disputes).
    if (conversation.exists) tx.update(convRef, { disputed: true });
    if (dataOf(partSnap)?.status === 'waiting') {
      tx.update(partRef, { status: 'disputed', dispute_id: ref.id, disputed_at: FieldValue.serverTimestamp() });
    }
    const reason = DISPUTE_REASONS[req.reason];
    tx.create(
      firestore.collection('notifications').doc(),
      notification(
        trainerId,
        'A learner reported a problem',
        `${reason}: class ${req.n} of ${title}. Our team will look into it.`,
        {
          action_url: '/trainer-dashboard?tab=earnings',
        },
      ),
    );
    tx.create(
      firestore.collection('notifications').doc(),
      notification(
        uid,
        'We received your report',
        `${reason}: class ${req.n} of ${title}. We aim to resolve it within 5 business days.`,
      ),
    );
    return { disputeId: ref.id };
  });
}

/** reportClassProblem `{ batchId, n, reason, note }` → `{ disputeId }` (docs/sessions.md#report-a-problem). */
export const reportClassProblem = onCall((request) =>
  guarded('reportClassProblem', async () => {
    const uid = requireAuth(request);
    const req = parseInput(reportClassProblemSchema, request.data);
    return reportProblem(db, uid, req, await payoutNow(db));
  }),
);

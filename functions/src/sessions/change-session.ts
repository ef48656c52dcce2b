import {
  changeSessionRequestSchema,
  istDateTime,
  istLocalToDate,
  rescheduleRefusal,
  SESSION_MESSAGES,
  sessionCancelledMessage,
  sessionMovedMessage,
  sessions,
  type ChangeSessionRequest,
  type ChangeSessionResponse,
  type Session,
} from '@skillsetu/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { notification } from '../notifications/server-notification';
import { activeLearners, batchOfTrainer, courseTitle } from './batch-of-trainer';
import { runTransaction } from '../lib/transaction';
import { collectionPath, typedRead } from '../lib/typed-docs';

/** The latest end of the batch's classes that still happen (scheduled or held), or null. */
function lastEnd(all: Session[], changed: { n: number; status: string; endsAt: number }): number | null {
  const ends = all.map((s) =>
    s.n === changed.n
      ? changed.status === 'cancelled'
        ? 0
        : changed.endsAt
      : s.status === 'cancelled'
        ? 0
        : s.ends_at.getTime(),
  );
  const max = Math.max(0, ...ends);
  return max > 0 ? max : null;
}

/**
 * Reschedules or cancels session `n` of a batch for its trainer (ADR 185), in one transaction:
 * - reschedule: only while scheduled, at least 24 h ahead, to at least 24 h ahead, not overlapping
 *   another class; keeps `original_starts_at`, counts `reschedules`; each active enrolment keeps the
 *   start it bought in `bought_session_starts.{n}` (set on the first move after its purchase) and
 *   gets a 'Class Rescheduled' notification (id per move, so a retry writes none twice);
 * - cancel: only before the class begins (scheduled → cancelled, forward only); learners notified.
 * The batch's `ends_at` follows its last class. Throws not-found, permission-denied,
 * failed-precondition (SESSION_MESSAGES) and invalid-argument (overlap, invalid date).
 */
export async function changeBatchSession(
  firestore: Firestore,
  uid: string,
  req: ChangeSessionRequest,
  now: Date,
): Promise<ChangeSessionResponse> {
  return runTransaction(firestore, async (tx) => {
    const batch = await batchOfTrainer(firestore, tx, req.batchId, uid);
    const batchRef = firestore.doc(`batches/${batch.id}`);
    const [docs, learners, title] = await Promise.all([
      tx.get(firestore.collection(collectionPath(sessions, batch.id)).limit(200)),
      activeLearners(firestore, tx, batch.id),
      courseTitle(firestore, tx, batch.course_id),
    ]);
    const all = docs.docs.flatMap((d) => typedRead(sessions, d) ?? []);
    const session = all.find((s) => s.id === String(req.n));
    if (!session) throw new HttpsError('not-found', SESSION_MESSAGES.sessionNotFound);
    const sessionRef = firestore.doc(sessions.path(batch.id, session.id));
    const startsAt = session.starts_at;
    const endsAt = session.ends_at;
    if (session.status !== 'scheduled') throw new HttpsError('failed-precondition', SESSION_MESSAGES.notScheduled);

    if (req.action === 'cancel') {
      if (startsAt.getTime() <= now.getTime())
        throw new HttpsError('failed-precondition', SESSION_MESSAGES.alreadyBegun);
      tx.update(sessionRef, { status: 'cancelled', cancelled_at: Timestamp.fromDate(now) });
      const message = sessionCancelledMessage(title, req.n, istDateTime(startsAt));
      for (const e of learners) {
        const id = `session_cancelled_${batch.id}_${req.n}_${e.id}`;
        tx.set(firestore.doc(`notifications/${id}`), notification(e.enrolment.learner_id, 'Class Cancelled', message));
      }
      const end = lastEnd(all, { n: req.n, status: 'cancelled', endsAt: 0 });
      if (end) tx.update(batchRef, { ends_at: Timestamp.fromMillis(end) });
      return { status: 'cancelled' };
    }

    const next = istLocalToDate(req.startsAt);
    if (!next) throw new HttpsError('invalid-argument', SESSION_MESSAGES.invalidDate);
    const refusal = rescheduleRefusal({ status: session.status, starts_at: startsAt }, next, now);
    if (refusal) throw new HttpsError('failed-precondition', SESSION_MESSAGES[refusal]);
    const nextEnd = next.getTime() + (endsAt.getTime() - startsAt.getTime());
    const clash = all.some(
      (s) =>
        s.id !== session.id &&
        s.status !== 'cancelled' &&
        s.starts_at.getTime() < nextEnd &&
        next.getTime() < s.ends_at.getTime(),
    );
    if (clash) throw new HttpsError('invalid-argument', SESSION_MESSAGES.overlap);
    const moves = session.reschedules + 1;
    tx.update(sessionRef, {
      starts_at: Timestamp.fromDate(next),
      ends_at: Timestamp.fromMillis(nextEnd),
      reschedules: moves,
      rescheduled_at: Timestamp.fromDate(now),
    });
    const message = sessionMovedMessage(title, req.n, istDateTime(next));
    for (const e of learners) {
      const bought = e.enrolment.bought_session_starts ?? {};
      if (!(String(req.n) in bought))
        tx.update(e.ref, { [`bought_session_starts.${req.n}`]: Timestamp.fromDate(startsAt) });
      const id = `session_moved_${batch.id}_${req.n}_${moves}_${e.id}`;
      tx.set(firestore.doc(`notifications/${id}`), notification(e.enrolment.learner_id, 'Class Rescheduled', message));
    }
    const end = lastEnd(all, { n: req.n, status: 'scheduled', endsAt: nextEnd });
    if (end) tx.update(batchRef, { ends_at: Timestamp.fromMillis(end), updated_at: FieldValue.serverTimestamp() });
    return { status: 'scheduled' };
  });
}

/** changeSession `{ action: 'reschedule', batchId, n, startsAt (IST) } | { action: 'cancel', batchId, n }` → `{ status }` (docs/sessions.md). */
export const changeSession = onCall((request) =>
  guarded('changeSession', async () => {
    const uid = requireAuth(request);
    const req = parseInput(changeSessionRequestSchema, request.data);
    return changeBatchSession(db, uid, req, new Date());
  }),
);

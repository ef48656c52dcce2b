import {
  changeSessionRequestSchema,
  istDateTime,
  istLocalToDate,
  rescheduleRefusal,
  SESSION_MESSAGES,
  sessionCancelledMessage,
  sessionMovedMessage,
  sessionStatusSchema,
  type ChangeSessionRequest,
  type ChangeSessionResponse,
} from '@skillsetu/domain';
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { notification } from '../notifications/server-notification';
import { activeLearners, batchOfTrainer, courseTitle } from './batch-of-trainer';
import { runTransaction } from '../lib/transaction';

const ms = (v: unknown): number => (v instanceof Timestamp ? v.toMillis() : 0);

/** The latest end of the batch's classes that still happen (scheduled or held), or null. */
function lastEnd(sessions: DocumentSnapshot[], changed: { n: number; status: string; endsAt: number }): number | null {
  const ends = sessions.map((s) =>
    Number(s.get('n')) === changed.n
      ? changed.status === 'cancelled'
        ? 0
        : changed.endsAt
      : s.get('status') === 'cancelled'
        ? 0
        : ms(s.get('ends_at')),
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
    const [all, learners, title] = await Promise.all([
      tx.get(batchRef.collection('sessions').limit(200)),
      activeLearners(firestore, tx, batch.id),
      courseTitle(firestore, tx, batch.course_id),
    ]);
    const session = all.docs.find((d) => d.id === String(req.n));
    const status = sessionStatusSchema.safeParse(session?.get('status'));
    if (!session || !status.success) throw new HttpsError('not-found', SESSION_MESSAGES.sessionNotFound);
    const startsAt = session.get('starts_at') as Timestamp;
    const endsAt = session.get('ends_at') as Timestamp;
    if (status.data !== 'scheduled') throw new HttpsError('failed-precondition', SESSION_MESSAGES.notScheduled);

    if (req.action === 'cancel') {
      if (startsAt.toMillis() <= now.getTime())
        throw new HttpsError('failed-precondition', SESSION_MESSAGES.alreadyBegun);
      tx.update(session.ref, { status: 'cancelled', cancelled_at: Timestamp.fromDate(now) });
      const message = sessionCancelledMessage(title, req.n, istDateTime(startsAt.toDate()));
      for (const e of learners) {
        const id = `session_cancelled_${batch.id}_${req.n}_${e.id}`;
        tx.set(
          firestore.doc(`notifications/${id}`),
          notification(String(e.get('learner_id')), 'Class Cancelled', message),
        );
      }
      const end = lastEnd(all.docs, { n: req.n, status: 'cancelled', endsAt: 0 });
      if (end) tx.update(batchRef, { ends_at: Timestamp.fromMillis(end) });
      return { status: 'cancelled' };
    }

    const next = istLocalToDate(req.startsAt);
    if (!next) throw new HttpsError('invalid-argument', SESSION_MESSAGES.invalidDate);
    const refusal = rescheduleRefusal({ status: status.data, starts_at: startsAt.toDate() }, next, now);
    if (refusal) throw new HttpsError('failed-precondition', SESSION_MESSAGES[refusal]);
    const nextEnd = next.getTime() + (endsAt.toMillis() - startsAt.toMillis());
    const clash = all.docs.some(
      (d) =>
        d.id !== session.id &&
        d.get('status') !== 'cancelled' &&
        ms(d.get('starts_at')) < nextEnd &&
        next.getTime() < ms(d.get('ends_at')),
    );
    if (clash) throw new HttpsError('invalid-argument', SESSION_MESSAGES.overlap);
    const moves = Number(session.get('reschedules') ?? 0) + 1;
    tx.update(session.ref, {
      starts_at: Timestamp.fromDate(next),
      ends_at: Timestamp.fromMillis(nextEnd),
      reschedules: moves,
      rescheduled_at: Timestamp.fromDate(now),
    });
    const message = sessionMovedMessage(title, req.n, istDateTime(next));
    for (const e of learners) {
      const bought = (e.get('bought_session_starts') ?? {}) as Record<string, unknown>;
      if (!(String(req.n) in bought)) tx.update(e.ref, { [`bought_session_starts.${req.n}`]: startsAt });
      const id = `session_moved_${batch.id}_${req.n}_${moves}_${e.id}`;
      tx.set(
        firestore.doc(`notifications/${id}`),
        notification(String(e.get('learner_id')), 'Class Rescheduled', message),
      );
    }
    const end = lastEnd(all.docs, { n: req.n, status: 'scheduled', endsAt: nextEnd });
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

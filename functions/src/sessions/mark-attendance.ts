import {
  ATTENDANCE_MESSAGES,
  markAttendanceRequestSchema,
  SESSION_MESSAGES,
  sessions,
  type MarkAttendanceResponse,
} from '@skillsetu/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { activeLearners, batchOfTrainer } from './batch-of-trainer';
import { runTransaction } from '../lib/transaction';
import { dataOf, typedDoc } from '../lib/typed-docs';

/**
 * Marks class n held with its attendance, once (ADR 188), in one transaction for the batch's trainer:
 * the class must have begun and still be scheduled (scheduled → held, forward only; a second call,
 * racing or later, reads "already marked"). Writes `batches/{b}/sessions/{n}/attendance/{uid}`
 * (`present` true/false) for every active learner of the batch, `held_at` and `lessons_covered` on
 * the class, and on each enrolment `sessions_held` +1, `sessions_attended` +1 when present and the
 * lessons into `lessons_covered` (the increments run only inside the move to held, so once).
 * Throws not-found, permission-denied, failed-precondition (ATTENDANCE_MESSAGES) and
 * invalid-argument (a present uid not enrolled in the batch).
 */
export async function markSessionAttendance(
  firestore: Firestore,
  uid: string,
  req: z.output<typeof markAttendanceRequestSchema>,
  now: Date,
): Promise<MarkAttendanceResponse> {
  return runTransaction(firestore, async (tx) => {
    const batch = await batchOfTrainer(firestore, tx, req.batchId, uid, { allowCompleted: true });
    const typedRef = typedDoc(firestore, sessions, batch.id, String(req.n));
    const ref = typedRef.withConverter(null);
    const [snap, learners] = await Promise.all([tx.get(typedRef), activeLearners(firestore, tx, batch.id)]);
    const session = dataOf(snap);
    if (!session) throw new HttpsError('not-found', SESSION_MESSAGES.sessionNotFound);
    if (session.status === 'held') throw new HttpsError('failed-precondition', ATTENDANCE_MESSAGES.alreadyMarked);
    if (session.status !== 'scheduled') throw new HttpsError('failed-precondition', ATTENDANCE_MESSAGES.cancelled);
    if (session.starts_at.getTime() > now.getTime()) {
      throw new HttpsError('failed-precondition', ATTENDANCE_MESSAGES.notBegun);
    }
    const enrolled = new Set(learners.map((e) => e.enrolment.learner_id));
    const present = new Set(req.present);
    if ([...present].some((p) => !enrolled.has(p))) {
      throw new HttpsError('invalid-argument', ATTENDANCE_MESSAGES.notInBatch);
    }
    const at = Timestamp.fromDate(now);
    const lessons = [...new Set(req.lessons)].sort((a, b) => a - b);
    tx.update(ref, { status: 'held', held_at: at, lessons_covered: lessons, marked_by: uid });
    for (const e of learners) {
      const learnerId = e.enrolment.learner_id;
      const here = present.has(learnerId);
      tx.create(ref.collection('attendance').doc(learnerId), {
        batch_id: batch.id,
        course_id: batch.course_id,
        trainer_id: uid,
        learner_id: learnerId,
        n: req.n,
        present: here,
        marked_at: at,
      });
      tx.update(e.ref, {
        sessions_held: FieldValue.increment(1),
        sessions_attended: FieldValue.increment(here ? 1 : 0),
        ...(lessons.length ? { lessons_covered: FieldValue.arrayUnion(...lessons) } : {}),
      });
    }
    return { marked: learners.length, present: present.size };
  });
}

/** markAttendance `{ batchId, n, present, lessons? }` → `{ marked, present }`: the trainer marks a class held (docs/sessions.md). */
export const markAttendance = onCall((request) =>
  guarded('markAttendance', async () => {
    const uid = requireAuth(request);
    const req = parseInput(markAttendanceRequestSchema, request.data);
    return markSessionAttendance(db, uid, req, new Date());
  }),
);

import {
  planSessions,
  scheduleSessionsRequestSchema,
  SESSION_MESSAGES,
  setClassPlaceRequestSchema,
  type ClassLink,
  type ScheduleSessionsRequest,
  type ScheduleSessionsResponse,
} from '@skillsetu/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { classLinkFor } from './class-place';
import { batchOfTrainer } from './batch-of-trainer';
import { runTransaction } from '../lib/transaction';

/**
 * Plans a batch's classes once, for its trainer `uid` (ADR 185), in one transaction: the plan
 * (weekly pattern from the batch's start, or IST dates) becomes `batches/{id}/sessions/{1..N}`
 * (status scheduled, `original_starts_at` = the start), the place becomes `class_links/{batchId}`
 * (ADR 186), and the batch gets `sessions_count` and `ends_at` = the last class's end (so the
 * lifecycle job completes it, ADR 130). Racing calls serialise on the batch: one plan wins.
 * Throws not-found, permission-denied, failed-precondition (closed batch, already planned) and
 * invalid-argument (SESSION_MESSAGES: before the batch or now, overlap, invalid date).
 */
export async function scheduleBatchSessions(
  firestore: Firestore,
  uid: string,
  req: ScheduleSessionsRequest,
  now: Date,
): Promise<ScheduleSessionsResponse> {
  return runTransaction(firestore, async (tx) => {
    const batch = await batchOfTrainer(firestore, tx, req.batchId, uid);
    const batchRef = firestore.doc(`batches/${batch.id}`);
    const linkRef = firestore.doc(`class_links/${batch.id}`);
    const [existing, link] = await Promise.all([tx.get(batchRef.collection('sessions').limit(1)), tx.get(linkRef)]);
    if (batch.sessions_count > 0 || !existing.empty) {
      throw new HttpsError('failed-precondition', SESSION_MESSAGES.alreadyPlanned);
    }
    const planned = planSessions(req.plan, batch.starts_at, now);
    if ('problem' in planned) throw new HttpsError('invalid-argument', planned.problem);
    const created = Timestamp.fromDate(now);
    planned.forEach((s, i) => {
      const start = Timestamp.fromDate(s.starts_at);
      tx.create(batchRef.collection('sessions').doc(String(i + 1)), {
        n: i + 1,
        batch_id: batch.id,
        course_id: batch.course_id,
        trainer_id: uid,
        starts_at: start,
        ends_at: Timestamp.fromDate(s.ends_at),
        duration_minutes: req.plan.durationMinutes,
        status: 'scheduled',
        original_starts_at: start,
        reschedules: 0,
        created_at: created,
      });
    });
    const place = classLinkFor(batch, req.place, link.data() as Partial<ClassLink> | undefined);
    tx.set(linkRef, { ...place, updated_at: created });
    const last = planned[planned.length - 1];
    tx.update(batchRef, {
      sessions_count: planned.length,
      ...(last ? { ends_at: Timestamp.fromDate(last.ends_at) } : {}),
      updated_at: FieldValue.serverTimestamp(),
    });
    return { sessions: planned.length };
  });
}

/** scheduleSessions `{ batchId, plan, place }` → `{ sessions }`: the trainer plans a batch's classes (docs/sessions.md). */
export const scheduleSessions = onCall((request) =>
  guarded('scheduleSessions', async () => {
    const uid = requireAuth(request);
    const req = parseInput(scheduleSessionsRequestSchema, request.data);
    return scheduleBatchSessions(db, uid, req, new Date());
  }),
);

/**
 * setClassPlace `{ batchId, place }` → `{ mode }`: the batch's trainer changes where its classes happen
 * (a new own link, a Jitsi room — the same room when it had one — or a venue). Server-only document
 * (ADR 186). Throws as scheduleSessions does for the batch.
 */
export const setClassPlace = onCall((request) =>
  guarded('setClassPlace', async () => {
    const uid = requireAuth(request);
    const { batchId, place } = parseInput(setClassPlaceRequestSchema, request.data);
    return runTransaction(db, async (tx) => {
      const batch = await batchOfTrainer(db, tx, batchId, uid);
      const ref = db.doc(`class_links/${batch.id}`);
      const existing = (await tx.get(ref)).data() as Partial<ClassLink> | undefined;
      tx.set(ref, { ...classLinkFor(batch, place, existing), updated_at: FieldValue.serverTimestamp() });
      return { mode: place.mode };
    });
  }),
);

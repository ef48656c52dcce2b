import {
  batches,
  classLinks,
  courses,
  enrollmentId,
  enrollments,
  SESSION_MESSAGES,
  sessionCalendarRequestSchema,
  sessions,
  type SessionCalendarResponse,
} from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { collectionPath, dataOf, typedDoc, typedRead } from '../lib/typed-docs';
import { sessionsIcs, type CalendarSession } from './ics-file';

/** The batch a caller may export: the learner's active enrolment's batch, or the trainer's own batch. */
async function batchFor(firestore: Firestore, uid: string, req: { courseId: string } | { batchId: string }) {
  if ('courseId' in req) {
    const e = dataOf(await typedDoc(firestore, enrollments, enrollmentId(req.courseId, uid)).get());
    if (e?.status !== 'active') throw new HttpsError('permission-denied', SESSION_MESSAGES.notEnrolled);
    if (!e.batch_id) throw new HttpsError('failed-precondition', SESSION_MESSAGES.noSessions);
    return { batchId: e.batch_id, courseId: req.courseId };
  }
  const b = dataOf(await typedDoc(firestore, batches, req.batchId).get());
  if (!b) throw new HttpsError('not-found', SESSION_MESSAGES.batchNotFound);
  if (b.trainer_id !== uid) throw new HttpsError('permission-denied', SESSION_MESSAGES.notYourBatch);
  return { batchId: b.id, courseId: b.course_id };
}

/**
 * The calendar of the caller's classes (ADR 187): for `{ courseId }` the learner's active enrolment's
 * batch, for `{ batchId }` the trainer's own batch; every class not cancelled, with the join link or
 * venue as location (only these callers may read it, ADR 186). Throws permission-denied (not enrolled,
 * not the trainer), not-found, failed-precondition (no classes planned yet).
 */
export async function calendarFor(
  firestore: Firestore,
  uid: string,
  req: { courseId: string } | { batchId: string },
): Promise<SessionCalendarResponse> {
  const { batchId, courseId } = await batchFor(firestore, uid, req);
  const [docs, linkSnap, courseSnap] = await Promise.all([
    firestore.collection(collectionPath(sessions, batchId)).limit(200).get(),
    typedDoc(firestore, classLinks, batchId).get(),
    typedDoc(firestore, courses, courseId).get(),
  ]);
  const list: CalendarSession[] = docs.docs
    .flatMap((d) => typedRead(sessions, d) ?? [])
    .filter((s) => s.status === 'scheduled' || s.status === 'held')
    .map((s) => ({ batchId, n: s.n, startsAt: s.starts_at, endsAt: s.ends_at, reschedules: s.reschedules }))
    .sort((a, b) => a.n - b.n);
  if (list.length === 0) throw new HttpsError('failed-precondition', SESSION_MESSAGES.noSessions);
  const title = dataOf(courseSnap)?.title ?? 'SkillSetu class';
  const link = dataOf(linkSnap);
  const online = link?.mode === 'online';
  const url = online ? link.join_url : link?.maps_url;
  const location = online ? (url ?? 'Online') : (link?.venue ?? '');
  const ics = sessionsIcs({ title, location, url: url ?? null, details: 'Join from My Learning on SkillSetu.' }, list);
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'classes';
  return { filename: `${slug}.ics`, ics, events: list.length };
}

/** sessionCalendar `{ courseId } | { batchId }` → `{ filename, ics, events }`: Add to calendar (docs/sessions.md). */
export const sessionCalendar = onCall((request) =>
  guarded('sessionCalendar', async () => {
    const uid = requireAuth(request);
    return calendarFor(db, uid, parseInput(sessionCalendarRequestSchema, request.data));
  }),
);

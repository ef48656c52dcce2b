import {
  enrollmentId,
  SESSION_MESSAGES,
  sessionCalendarRequestSchema,
  type SessionCalendarResponse,
} from '@skillsetu/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { sessionsIcs, type CalendarSession } from './ics-file';

/** The batch a caller may export: the learner's active enrolment's batch, or the trainer's own batch. */
async function batchFor(firestore: Firestore, uid: string, req: { courseId: string } | { batchId: string }) {
  if ('courseId' in req) {
    const e = await firestore.doc(`enrollments/${enrollmentId(req.courseId, uid)}`).get();
    const batchId = e.get('batch_id') as unknown;
    if (!e.exists || e.get('status') !== 'active')
      throw new HttpsError('permission-denied', SESSION_MESSAGES.notEnrolled);
    if (typeof batchId !== 'string' || !batchId)
      throw new HttpsError('failed-precondition', SESSION_MESSAGES.noSessions);
    return { batchId, courseId: req.courseId };
  }
  const b = await firestore.doc(`batches/${req.batchId}`).get();
  if (!b.exists) throw new HttpsError('not-found', SESSION_MESSAGES.batchNotFound);
  if (b.get('trainer_id') !== uid) throw new HttpsError('permission-denied', SESSION_MESSAGES.notYourBatch);
  return { batchId: b.id, courseId: String(b.get('course_id')) };
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
  const [sessions, link, course] = await Promise.all([
    firestore.collection(`batches/${batchId}/sessions`).limit(200).get(),
    firestore.doc(`class_links/${batchId}`).get(),
    firestore.doc(`courses/${courseId}`).get(),
  ]);
  const list: CalendarSession[] = sessions.docs
    .filter((d) => d.get('status') === 'scheduled' || d.get('status') === 'held')
    .map((d) => ({
      batchId,
      n: Number(d.get('n')),
      startsAt: (d.get('starts_at') as Timestamp).toDate(),
      endsAt: (d.get('ends_at') as Timestamp).toDate(),
      reschedules: Number(d.get('reschedules') ?? 0),
    }))
    .sort((a, b) => a.n - b.n);
  if (list.length === 0) throw new HttpsError('failed-precondition', SESSION_MESSAGES.noSessions);
  const title = typeof course.get('title') === 'string' ? String(course.get('title')) : 'SkillSetu class';
  const online = link.get('mode') === 'online';
  const url = (online ? link.get('join_url') : link.get('maps_url')) as string | null | undefined;
  const location = online ? (url ?? 'Online') : String(link.get('venue') ?? '');
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

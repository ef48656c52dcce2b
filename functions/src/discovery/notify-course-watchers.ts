import { courseWatchers } from '@skillsetu/domain';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { collectionPath, typedRead } from '../lib/typed-docs';

/** What changed on a watched course: the notification's words and a key that makes it idempotent. */
export interface CourseWatchEvent {
  /**
   * Unique per change and stable across retries (a document id, or the trigger's event id), made of
   * characters allowed in a document id (no '/'): `batch_{batchId}`, a price change's event id.
   */
  key: string;
  title: string;
  message: string;
}

const PAGE = 400;
const ALREADY_EXISTS = 6;

/**
 * Notifies every learner watching `courses/{courseId}` (course_watchers, Notify Me; ADR 072) with
 * one unread in-app notification each, id `watch_{key}_{uid}`. Idempotent per event key: a
 * notification that exists is left as it is (a retry neither duplicates it nor marks it unread
 * again), and concurrent calls for one key create each notification once. Reads the watchers 400
 * at a time. Returns how many watchers have the notification. Throws on Firestore errors (the
 * calling trigger retries). Callers: onCoursePriceChanged, onBatchCreated.
 */
export async function notifyCourseWatchers(db: Firestore, courseId: string, event: CourseWatchEvent): Promise<number> {
  let notified = 0;
  let last: QueryDocumentSnapshot | null = null;
  for (;;) {
    // document-id order: no composite index
    let q = db.collection(collectionPath(courseWatchers)).where('course_id', '==', courseId).limit(PAGE);
    if (last) q = q.startAfter(last);
    const page = await q.get();
    if (page.empty) break;
    // a watch without its user (unusable, logged) notifies nobody
    const uids = page.docs.flatMap((w) => typedRead(courseWatchers, w)?.user_id ?? []);
    const refs = uids.map((uid) => ({ uid, ref: db.doc(`notifications/watch_${event.key}_${uid}`) }));
    await createMissing(db, refs, courseId, event);
    notified += page.size;
    if (page.size < PAGE) break;
    last = page.docs[page.docs.length - 1]!;
  }
  return notified;
}

/** Creates the notifications of `refs` that do not exist yet; a concurrent creator makes it look again. */
async function createMissing(
  db: Firestore,
  refs: { uid: string; ref: DocumentReference }[],
  courseId: string,
  event: CourseWatchEvent,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const existing = await db.getAll(...refs.map((r) => r.ref));
    const missing = refs.filter((_, i) => !existing[i]!.exists);
    if (missing.length === 0) return;
    const batch = db.batch();
    for (const { uid, ref } of missing)
      batch.create(ref, {
        user_id: uid,
        title: event.title,
        message: event.message,
        type: 'info',
        is_read: false,
        action_url: `/course/${courseId}`,
        created_at: FieldValue.serverTimestamp(),
      });
    try {
      await batch.commit();
      return;
    } catch (e) {
      // another call created one of them first: look again (the batch wrote nothing)
      if ((e as { code?: number }).code !== ALREADY_EXISTS || attempt >= 3) throw e;
    }
  }
}

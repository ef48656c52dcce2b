import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/** What changed on a watched course: the notification's words and a key that makes it idempotent. */
export interface CourseWatchEvent {
  /** Unique per change (e.g. the trigger's event id): a retried trigger rewrites the same notifications. */
  key: string;
  title: string;
  message: string;
}

const PAGE = 400;

/**
 * Notifies every learner watching `courses/{courseId}` (course_watchers, Notify Me; ADR 072) with
 * one unread in-app notification each, id `watch_{key}_{uid}` so a retry writes no duplicate.
 * Generic: the price-change trigger calls it today; a batch-scheduling trigger calls it the same
 * way. Reads the watchers a page of 400 at a time. Returns how many were notified.
 */
export async function notifyCourseWatchers(db: Firestore, courseId: string, event: CourseWatchEvent): Promise<number> {
  let notified = 0;
  let last: FirebaseFirestore.QueryDocumentSnapshot | null = null;
  for (;;) {
    let q = db.collection('course_watchers').where('course_id', '==', courseId).limit(PAGE); // document-id order: no composite index
    if (last) q = q.startAfter(last);
    const page = await q.get();
    if (page.empty) break;
    const batch = db.batch();
    for (const w of page.docs) {
      const uid = w.get('user_id') as string;
      batch.set(db.doc(`notifications/watch_${event.key}_${uid}`), {
        user_id: uid,
        title: event.title,
        message: event.message,
        type: 'info',
        is_read: false,
        action_url: `/course/${courseId}`,
        created_at: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
    notified += page.size;
    if (page.size < PAGE) break;
    last = page.docs[page.docs.length - 1]!;
  }
  return notified;
}

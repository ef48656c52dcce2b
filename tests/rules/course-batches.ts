// What the trainer workspace does for every course create, publish change and delete
// (web/src/features/trainer-workspace/api/course-writes.ts): the course write and the matching
// course_counts/{uid} change in one batch (docs/decisions/021-course-limits.md).
import { doc, increment, writeBatch, type Firestore } from 'firebase/firestore';

/** Creates courses/{id} with `data`, counting it (published when data.is_active is true). */
export function createCounted(db: Firestore, uid: string, id: string, data: Record<string, unknown>): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'courses', id), data);
  batch.set(
    doc(db, 'course_counts', uid),
    { total: increment(1), published: increment(data.is_active === true ? 1 : 0), course_id: id },
    { merge: true },
  );
  return batch.commit();
}

/** Publishes (true) or unpublishes (false) courses/{id}, moving the published count. */
export function setPublishedCounted(db: Firestore, uid: string, id: string, published: boolean): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, 'courses', id), { is_active: published });
  batch.set(
    doc(db, 'course_counts', uid),
    { total: increment(0), published: increment(published ? 1 : -1), course_id: id },
    { merge: true },
  );
  return batch.commit();
}

/** Deletes courses/{id} (wasPublished: its is_active), moving the counts down. */
export function deleteCounted(db: Firestore, uid: string, id: string, wasPublished: boolean): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(doc(db, 'courses', id));
  batch.set(
    doc(db, 'course_counts', uid),
    { total: increment(-1), published: increment(wasPublished ? -1 : 0), course_id: id },
    { merge: true },
  );
  return batch.commit();
}

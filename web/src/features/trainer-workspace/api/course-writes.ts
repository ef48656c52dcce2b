import { toCourseWrite, emptyCourseEntry, type CourseEdit, type SyllabusDoc } from '@skillsetu/domain';
import {
  collection,
  doc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';

// docs/architecture.md#decision-3: these return the server acknowledgement as a promise, but the UI never waits for it.
// The write lands in the persistent cache at once (the live listener shows it with
// hasPendingWrites); callers attach .catch to surface a rejection (e.g. the rules) and keep a draft.
// Every create, publish change and delete also moves course_counts/{uid} in the same batch: the
// rules check the counts to cap courses per trainer and per plan (docs/decisions/021-course-limits.md).

/** Adds to `batch` the course_counts/{uid} change for course `id` (increments, so it works offline). */
function count(batch: WriteBatch, uid: string, id: string, total: number, published: number): void {
  batch.set(
    doc(firestore, 'course_counts', uid),
    { total: increment(total), published: increment(published), course_id: id },
    { merge: true },
  );
}

/** Creates courses/{auto id} for trainer `uid` with `data` (plus created_at), counted; returns its id and the ack. */
export function createCountedCourse(uid: string, data: DocumentData): { id: string; synced: Promise<void> } {
  const ref = doc(collection(firestore, 'courses'));
  const batch = writeBatch(firestore);
  batch.set(ref, { ...data, created_at: serverTimestamp() });
  count(batch, uid, ref.id, 1, data.is_active === true ? 1 : 0);
  return { id: ref.id, synced: batch.commit() };
}

/** Creates an empty draft course (is_active false) for trainer `uid`; returns its id and the server ack. */
export function addDraftCourse(uid: string, specialization: string): { id: string; synced: Promise<void> } {
  return createCountedCourse(uid, toCourseWrite(uid, emptyCourseEntry(), specialization, []));
}

/** Saves the dashboard editor's fields (price in whole rupees) on courses/{id}. Resolves on server ack. */
export function saveCourseEdit(id: string, edit: CourseEdit): Promise<void> {
  return updateDoc(doc(firestore, 'courses', id), {
    title: edit.title.trim(),
    price: edit.price,
    duration: edit.duration.trim() || null,
    mode: edit.mode.trim() || null,
    batch_size: edit.batch_size.trim() || null,
    prerequisites: edit.prerequisites.trim() || null,
    description: edit.description.trim() || null,
  });
}

/**
 * Saves a course's syllabus (the stored form, domain toSyllabusDoc; docs/decisions/074-course-syllabus.md)
 * and its intro video link ('' = none) on courses/{id}. Resolves on server ack (docs/architecture.md#decision-3).
 */
export function saveCourseSyllabus(id: string, syllabus: SyllabusDoc, introVideoUrl: string): Promise<void> {
  return updateDoc(doc(firestore, 'courses', id), { syllabus, intro_video_url: introVideoUrl });
}

/**
 * Publishes a draft of trainer `uid`: is_active true makes it public (docs/product.md#courses-and-batches), counted.
 * The rules refuse it without an active plan or past the plan's limit. Resolves on server ack.
 */
export function publishCourse(uid: string, id: string): Promise<void> {
  const batch = writeBatch(firestore);
  batch.update(doc(firestore, 'courses', id), { is_active: true });
  count(batch, uid, id, 0, 1);
  return batch.commit();
}

/**
 * Unpublishes a published course of trainer `uid` (is_active false), counted: it stops new sales;
 * enrolled learners keep their access (docs/decisions/133-course-lifecycle.md). Resolves on server ack.
 */
export function unpublishCourse(uid: string, id: string): Promise<void> {
  const batch = writeBatch(firestore);
  batch.update(doc(firestore, 'courses', id), { is_active: false });
  count(batch, uid, id, 0, -1);
  return batch.commit();
}

/** Sets courses/{id}.self_paced: sold without a batch when true (docs/decisions/132-self-paced-courses.md). */
export function saveCourseSelfPaced(id: string, selfPaced: boolean): Promise<void> {
  return updateDoc(doc(firestore, 'courses', id), { self_paced: selfPaced });
}

/** Sets courses/{id}.completion_threshold, a whole percent 50-100 (docs/decisions/205-completion.md; the rules check it). */
export function saveCourseCompletionThreshold(id: string, percent: number): Promise<void> {
  return updateDoc(doc(firestore, 'courses', id), { completion_threshold: percent });
}

/** Deletes courses/{id} of trainer `uid` permanently (docs/product.md#trainer-dashboard), counted (wasPublished: its is_active). */
export function deleteCourse(uid: string, id: string, wasPublished: boolean): Promise<void> {
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, 'courses', id));
  count(batch, uid, id, -1, wasPublished ? -1 : 0);
  return batch.commit();
}

import { toCourseWrite, emptyCourseEntry, type CourseEdit } from '@skillsetu/domain';
import { collection, deleteDoc, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';

// Decision 3: these return the server acknowledgement as a promise, but the UI never waits for it.
// The write lands in the persistent cache at once (the live listener shows it with
// hasPendingWrites); callers attach .catch to surface a rejection (e.g. the rules) and keep a draft.

/** Creates an empty draft course (is_active false) for trainer `uid`; returns its id and the server ack. */
export function addDraftCourse(uid: string, specialization: string): { id: string; synced: Promise<void> } {
  const ref = doc(collection(firestore, 'courses'));
  const data = { ...toCourseWrite(uid, emptyCourseEntry(), specialization, []), created_at: serverTimestamp() };
  return { id: ref.id, synced: setDoc(ref, data) };
}

/** Saves the dashboard editor's fields (price in rupees) on courses/{id}. Resolves on server ack. */
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

/** Publishes a draft: is_active true makes it public (spec §4 Course). Resolves on server ack. */
export function publishCourse(id: string): Promise<void> {
  return updateDoc(doc(firestore, 'courses', id), { is_active: true });
}

/** Deletes courses/{id} permanently (spec §4). Resolves on server ack. */
export function deleteCourse(id: string): Promise<void> {
  return deleteDoc(doc(firestore, 'courses', id));
}

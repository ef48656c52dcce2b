import { courses } from '@skillsetu/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { refreshTrainerCardCourses } from './recompute-trainer-card';

/**
 * The trainer of one side of a course write, by the courses module's lenient reading (field by
 * field, docs/decisions/122-one-lenient-reading.md): a course the module finds unusable still
 * refreshes its trainer's card, which then leaves it out. '' when there is none.
 */
function trainerOf(snap: DocumentSnapshot | undefined): string {
  return snap?.exists ? courses.read(snap.id, snap.data() ?? {}).value.trainer_id : '';
}

/** courses/{courseId} written or deleted → refresh the course part of its trainer's card (both trainers, if trainer_id changed), with a bounded number of reads (docs/decisions/024-incremental-trainer-card.md). */
export const onCourseWritten = onDocumentWritten('courses/{courseId}', async (event) => {
  const uids = new Set([trainerOf(event.data?.before), trainerOf(event.data?.after)].filter((uid) => uid.length > 0));
  for (const uid of uids) await refreshTrainerCardCourses(db, uid);
});

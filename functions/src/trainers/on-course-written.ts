import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { refreshTrainerCardCourses } from './recompute-trainer-card';

/** courses/{courseId} written or deleted → refresh the course part of its trainer's card (both trainers, if trainer_id changed), with a bounded number of reads (docs/decisions/024-incremental-trainer-card.md). */
export const onCourseWritten = onDocumentWritten('courses/{courseId}', async (event) => {
  const before = event.data?.before.get('trainer_id') as unknown;
  const after = event.data?.after.get('trainer_id') as unknown;
  const uids = new Set([before, after].filter((v): v is string => typeof v === 'string' && v.length > 0));
  for (const uid of uids) await refreshTrainerCardCourses(db, uid);
});

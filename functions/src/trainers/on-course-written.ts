import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { recomputeTrainerCard } from './recompute-trainer-card';

/** courses/{courseId} written or deleted → recompute the card of its trainer (both, if trainer_id changed). */
export const onCourseWritten = onDocumentWritten('courses/{courseId}', async (event) => {
  const before = event.data?.before.get('trainer_id') as unknown;
  const after = event.data?.after.get('trainer_id') as unknown;
  const uids = new Set([before, after].filter((v): v is string => typeof v === 'string' && v.length > 0));
  for (const uid of uids) await recomputeTrainerCard(db, uid);
});

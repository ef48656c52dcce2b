import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { recomputeTrainerCard } from '../trainers/recompute-trainer-card';

/** enrollments/{id} written → recompute the trainer card, so its student count follows (Decision 1). */
export const onEnrollmentWritten = onDocumentWritten('enrollments/{id}', async (event) => {
  const before = event.data?.before.get('trainer_id') as unknown;
  const after = event.data?.after.get('trainer_id') as unknown;
  const uids = new Set([before, after].filter((v): v is string => typeof v === 'string' && v.length > 0));
  for (const uid of uids) await recomputeTrainerCard(db, uid);
});

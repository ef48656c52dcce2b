import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { recomputeTrainerCard } from './recompute-trainer-card';

/** trainer_profiles/{uid} created, edited or deleted → assign the public id and recompute the card. */
export const onTrainerProfileWritten = onDocumentWritten('trainer_profiles/{uid}', async (event) => {
  await recomputeTrainerCard(db, event.params.uid);
});

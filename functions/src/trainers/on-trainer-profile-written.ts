import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { dropVerificationOnIdentityChange } from './identity-change';
import { recomputeTrainerCard } from './recompute-trainer-card';

/**
 * trainer_profiles/{uid} created, edited or deleted → drop the Verified badge when the name or
 * specialization changed after approval (docs/decisions/142-verification-follows-identity.md), then assign the public id and
 * recompute the card.
 */
export const onTrainerProfileWritten = onDocumentWritten('trainer_profiles/{uid}', async (event) => {
  if (event.data?.after.exists) {
    const before = event.data.before.exists ? event.data.before.data() : undefined;
    await dropVerificationOnIdentityChange(db, event.params.uid, before);
  }
  await recomputeTrainerCard(db, event.params.uid);
});

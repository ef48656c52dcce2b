import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { handleReviewWrite } from './review-written';

/** reviews/{id} written → recompute the trainer card's rating and reviews (docs/architecture.md#decision-1), notify the trainer of a new review. */
export const onReviewWritten = onDocumentWritten('reviews/{id}', async (event) => {
  await handleReviewWrite(db, {
    reviewId: event.params.id,
    before: event.data?.before.exists ? event.data.before.data() : undefined,
    after: event.data?.after.exists ? event.data.after.data() : undefined,
  });
});

import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { issueCreditNote } from './issue-credit-note';

/**
 * refunds/{id} becomes processed (Razorpay's refund.processed) → its credit note, once
 * (retried on failure until it succeeds; issueCreditNote; replays and retries find it issued). docs/payments.md#credit-notes.
 */
export const onRefundProcessed = onDocumentWritten({ document: 'refunds/{id}', retry: true }, async (event) => {
  const before = event.data?.before.get('status') as unknown;
  const after = event.data?.after.get('status') as unknown;
  if (after !== 'processed' || before === 'processed') return;
  await issueCreditNote(db, event.params.id);
});

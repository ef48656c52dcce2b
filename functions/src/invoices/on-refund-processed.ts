import { refunds } from '@skillsetu/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { typedRead } from '../lib/typed-docs';
import { issueCreditNote } from './issue-credit-note';

/**
 * refunds/{id} becomes processed (Razorpay's refund.processed) → its credit note, once
 * (retried on failure until it succeeds; issueCreditNote; replays and retries find it issued). docs/payments.md#credit-notes.
 */
export const onRefundProcessed = onDocumentWritten({ document: 'refunds/{id}', retry: true }, async (event) => {
  const before = event.data ? typedRead(refunds, event.data.before)?.status : undefined;
  const after = event.data ? typedRead(refunds, event.data.after)?.status : undefined;
  if (after !== 'processed' || before === 'processed') return;
  await issueCreditNote(db, event.params.id);
});

import { orders } from '@skillsetu/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { typedRead } from '../lib/typed-docs';
import { issueOrderDocument } from './issue-order-document';

/**
 * orders/{id} becomes paid (verify, webhook, autopay) → its invoice or bill of supply, once
 * (retried on failure until it succeeds; issueOrderDocument; replays and retries find it issued). docs/payments.md#invoices.
 */
export const onOrderPaid = onDocumentWritten({ document: 'orders/{id}', retry: true }, async (event) => {
  const before = event.data ? typedRead(orders, event.data.before)?.status : undefined;
  const after = event.data ? typedRead(orders, event.data.after)?.status : undefined;
  if (after !== 'paid' || before === 'paid') return;
  await issueOrderDocument(db, event.params.id);
});

import { buildCreditNote, counterId, documentNumber, financialYear, moneyDocumentSchema } from '@skillsetu/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { issueOrderDocument, SERIES_TRANSACTION, type IssueResult } from './issue-order-document';
import { runTransaction } from '../lib/transaction';

/**
 * Issues the credit note of a processed refund once: `invoices/cn_{refundId}`, naming the order's
 * document (issued first when missing), numbered from `invoice_counters/CN_{fy}` in the same
 * transaction (gapless, replays issue nothing). The date is when the refund was processed (its
 * `updated_at`, else now), the financial year that of its IST date. Refunds not processed, or of
 * orders without a document (never fulfilled), get none. docs/payments.md#credit-notes.
 */
export async function issueCreditNote(db: Firestore, refundId: string, now = new Date()): Promise<IssueResult> {
  const refundRef = db.doc(`refunds/${refundId}`);
  const first = await refundRef.get();
  const orderId = first.get('order_id') as unknown;
  if (first.get('status') !== 'processed' || typeof orderId !== 'string') return 'skipped';
  await issueOrderDocument(db, orderId);
  const noteRef = db.doc(`invoices/cn_${refundId}`);
  const originalRef = db.doc(`invoices/ord_${orderId}`);
  return runTransaction(
    db,
    async (tx) => {
      const [note, refund, originalSnap] = await Promise.all([tx.get(noteRef), tx.get(refundRef), tx.get(originalRef)]);
      if (note.exists) return 'exists';
      const amount = refund.get('amount') as unknown;
      if (!originalSnap.exists || typeof amount !== 'number' || amount <= 0) return 'skipped';
      const raw = originalSnap.data() ?? {};
      const original = moneyDocumentSchema.parse({
        ...raw,
        issued_at: raw.issued_at instanceof Timestamp ? raw.issued_at.toDate() : raw.issued_at,
      });
      const processedAt = refund.get('updated_at') as unknown;
      const at = processedAt instanceof Timestamp ? processedAt.toDate() : now;
      const doc = buildCreditNote({ ...original, id: originalRef.id }, { id: refundId, amountPaise: amount, at });
      const fy = financialYear(at);
      const counterRef = db.doc(`invoice_counters/${counterId('CN', fy)}`);
      const counter = await tx.get(counterRef);
      const last = counter.get('last') as unknown;
      const serial = (typeof last === 'number' ? last : 0) + 1;
      tx.set(counterRef, { series: 'CN', fy, last: serial, updated_at: Timestamp.now() });
      tx.create(noteRef, {
        ...doc,
        number: documentNumber('CN', fy, serial),
        issued_at: Timestamp.fromDate(at),
        created_at: Timestamp.now(),
      });
      return 'issued';
    },
    SERIES_TRANSACTION,
  );
}

import {
  buildCreditNote,
  counterId,
  documentNumber,
  financialYear,
  invoiceCounters,
  invoices,
  refunds,
} from '@skillsetu/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { issueOrderDocument, nextSerial, SERIES_TRANSACTION, type IssueResult } from './issue-order-document';
import { runTransaction } from '../lib/transaction';
import { dataOf, typedDoc } from '../lib/typed-docs';

/**
 * Issues the credit note of a processed refund once: `invoices/cn_{refundId}`, naming the order's
 * document (issued first when missing), numbered from `invoice_counters/CN_{fy}` in the same
 * transaction (gapless, replays issue nothing). The date is when the refund was processed (its
 * `updated_at`, else now), the financial year that of its IST date. Refunds not processed, or of
 * orders without a document (never fulfilled), get none. docs/payments.md#credit-notes.
 */
export async function issueCreditNote(db: Firestore, refundId: string, now = new Date()): Promise<IssueResult> {
  const refundRef = typedDoc(db, refunds, refundId);
  const first = dataOf(await refundRef.get());
  if (first?.status !== 'processed') return 'skipped';
  const orderId = first.order_id;
  await issueOrderDocument(db, orderId);
  const noteRef = db.doc(invoices.path(`cn_${refundId}`));
  const originalRef = typedDoc(db, invoices, `ord_${orderId}`);
  return runTransaction(
    db,
    async (tx) => {
      const [note, refundSnap, originalSnap] = await Promise.all([
        tx.get(noteRef),
        tx.get(refundRef),
        tx.get(originalRef),
      ]);
      if (note.exists) return 'exists';
      const refund = dataOf(refundSnap);
      // An order document the invoices module cannot read gets no credit note (it threw before, retried forever).
      const original = dataOf(originalSnap);
      if (!original || !refund || refund.amount <= 0) return 'skipped';
      const at = refund.updated_at ?? now;
      const doc = buildCreditNote(
        { ...original, id: originalRef.id },
        { id: refundId, amountPaise: refund.amount, at },
      );
      const fy = financialYear(at);
      const counterRef = db.doc(invoiceCounters.path(counterId('CN', fy)));
      const serial = await nextSerial(tx, db, counterRef.id);
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

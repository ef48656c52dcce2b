import {
  buildCommissionInvoice,
  commissionInvoiceId,
  counterId,
  documentNumber,
  financialYear,
  invoiceCounters,
  invoices,
  istMonth,
  PLATFORM_PARTY,
  statementLines,
  type Party,
} from '@skillsetu/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  gstinOf,
  nameOf,
  nextSerial,
  partyDocs,
  SERIES_TRANSACTION,
  stateOf,
  type IssueResult,
} from './issue-order-document';
import { runTransaction } from '../lib/transaction';
import { collectionPath, typedRead } from '../lib/typed-docs';

/** issueCommissionInvoice's outcome, plus 'not-ended' for the current or a future month. */
export type CommissionIssueResult = IssueResult | 'not-ended';

/**
 * Issues the trainer's commission invoice of `month` ('YYYY-MM', IST) once, at `now`:
 * `invoices/com_{uid}_{month}`, a tax invoice from SkillSetu numbered from the `SS` series of the
 * financial year of `now`, for the sum of the month's statement lines' commission and GST (net of
 * the month's refunds). One transaction reads the lines, creates the document and moves the counter,
 * so racing calls (the monthly job and the trainer's button) issue one document and one number.
 * Returns 'skipped' when the month has no positive commission, 'not-ended' before the month ends.
 * docs/decisions/211-monthly-commission-invoice.md.
 */
export async function issueCommissionInvoice(
  db: Firestore,
  trainerUid: string,
  month: string,
  now: Date,
): Promise<CommissionIssueResult> {
  if (month >= istMonth(now)) return 'not-ended';
  const docRef = db.doc(invoices.path(commissionInvoiceId(trainerUid, month)));
  return runTransaction(
    db,
    async (tx) => {
      const existing = await tx.get(docRef);
      if (existing.exists) return 'exists';
      const snap = await tx.get(
        db.collection(collectionPath(statementLines)).where('trainer_id', '==', trainerUid).where('month', '==', month),
      );
      const lines = snap.docs.flatMap((l) => typedRead(statementLines, l) ?? []);
      const amounts = {
        commissionPaise: lines.reduce((s, l) => s + l.commission_paise, 0),
        gstPaise: lines.reduce((s, l) => s + l.gst_paise, 0),
      };
      if (amounts.commissionPaise <= 0 || amounts.gstPaise < 0) return 'skipped';
      const { profile, tax } = await partyDocs(tx, db, trainerUid);
      const trainer: Party = {
        uid: trainerUid,
        name: nameOf(profile, 'Trainer'),
        state: stateOf(tax) ?? PLATFORM_PARTY.state,
        gstin: gstinOf(tax),
      };
      const fy = financialYear(now);
      const counterRef = db.doc(invoiceCounters.path(counterId('SS', fy)));
      const serial = await nextSerial(tx, db, counterRef.id);
      tx.set(counterRef, { series: 'SS', fy, last: serial, updated_at: Timestamp.now() });
      tx.create(docRef, {
        ...buildCommissionInvoice(month, trainer, amounts, now),
        number: documentNumber('SS', fy, serial),
        issued_at: Timestamp.fromDate(now),
        month,
        created_at: Timestamp.now(),
      });
      return 'issued';
    },
    SERIES_TRANSACTION,
  );
}

/** The trainers with statement lines in `month` (the monthly job's list), at most `limit`. */
export async function trainersWithLines(db: Firestore, month: string, limit = 5000): Promise<string[]> {
  const snap = await db
    .collection(collectionPath(statementLines))
    .where('month', '==', month)
    .select('trainer_id')
    .limit(limit)
    .get();
  // A projection holds trainer_id only, which the statementLines module would read as unusable: this
  // one field is read as stored (as the query's select asks).
  return [...new Set(snap.docs.map((d) => String(d.get('trainer_id'))))];
}

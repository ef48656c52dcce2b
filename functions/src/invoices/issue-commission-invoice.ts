import {
  buildCommissionInvoice,
  commissionInvoiceId,
  counterId,
  documentNumber,
  financialYear,
  istMonth,
  PLATFORM_PARTY,
  type Party,
} from '@skillsetu/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { SERIES_TRANSACTION, type IssueResult } from './issue-order-document';
import { runTransaction } from '../lib/transaction';

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
  const docRef = db.doc(`invoices/${commissionInvoiceId(trainerUid, month)}`);
  return runTransaction(
    db,
    async (tx) => {
      const existing = await tx.get(docRef);
      if (existing.exists) return 'exists';
      const lines = await tx.get(
        db.collection('statement_lines').where('trainer_id', '==', trainerUid).where('month', '==', month),
      );
      const sum = (f: string) => lines.docs.reduce((s, l) => s + Number(l.get(f) ?? 0), 0);
      const amounts = { commissionPaise: sum('commission_paise'), gstPaise: sum('gst_paise') };
      if (amounts.commissionPaise <= 0 || amounts.gstPaise < 0) return 'skipped';
      const [profile, tax] = await Promise.all([
        tx.get(db.doc(`profiles/${trainerUid}`)),
        tx.get(db.doc(`tax_profiles/${trainerUid}`)),
      ]);
      const name = profile.get('full_name') as unknown;
      const state = tax.get('state') as unknown;
      const gstin = tax.get('gstin') as unknown;
      const trainer: Party = {
        uid: trainerUid,
        name: typeof name === 'string' && name.trim() ? name.trim() : 'Trainer',
        state: typeof state === 'string' && /^\d{2}$/.test(state) ? state : PLATFORM_PARTY.state,
        gstin: typeof gstin === 'string' && gstin.length === 15 ? gstin : null,
      };
      const fy = financialYear(now);
      const counterRef = db.doc(`invoice_counters/${counterId('SS', fy)}`);
      const counter = await tx.get(counterRef);
      const last = counter.get('last') as unknown;
      const serial = (typeof last === 'number' ? last : 0) + 1;
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
    .collection('statement_lines')
    .where('month', '==', month)
    .select('trainer_id')
    .limit(limit)
    .get();
  return [...new Set(snap.docs.map((d) => String(d.get('trainer_id'))))];
}

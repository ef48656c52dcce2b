import {
  buildOrderDocument,
  counterId,
  documentNumber,
  financialYear,
  invoiceCounters,
  PLANS,
  PLATFORM_PARTY,
  profiles,
  taxProfiles,
  type DocumentSeries,
  type Party,
  type Profile,
  type TaxProfile,
  orders,
} from '@skillsetu/domain';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { dataOf, typedDoc, type Typed } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

/**
 * Every document of a series moves one counter document, so documents issued at the same moment
 * queue on it: more attempts than the default five (docs/decisions/192-invoices.md).
 */
export const SERIES_TRANSACTION = { maxAttempts: 30 };

/** Result of issueOrderDocument: issued now, issued before (a replay), or nothing to issue. */
export type IssueResult = 'issued' | 'exists' | 'skipped';

/** A party's GST state code from its tax profile (the module reads a malformed one as null). */
export const stateOf = (tax: Typed<TaxProfile>): string | null => tax?.state ?? null;
/** A party's GSTIN from its tax profile, when it has the 15 characters of one. */
export const gstinOf = (tax: Typed<TaxProfile>): string | null => (tax?.gstin?.length === 15 ? tax.gstin : null);
/** A party's name from its profile (trimmed by the module), else `fallback`. */
export const nameOf = (profile: Typed<Profile>, fallback: string): string => profile?.full_name || fallback;

/** The profile and tax profile of `uid`, read in `tx` through their modules (null when missing or unusable). */
export async function partyDocs(tx: Transaction, db: Firestore, uid: string) {
  const [profile, tax] = await Promise.all([
    tx.get(typedDoc(db, profiles, uid)),
    tx.get(typedDoc(db, taxProfiles, uid)),
  ]);
  return { profile: dataOf(profile), tax: dataOf(tax) };
}

/**
 * The next serial of a document series in a financial year, from `invoice_counters/{id}`
 * (`{series}_{fy}`, counterId) read in `tx` (1 when the counter is missing; the caller writes it back in the same transaction).
 */
export async function nextSerial(tx: Transaction, db: Firestore, id: string): Promise<number> {
  return (dataOf(await tx.get(typedDoc(db, invoiceCounters, id)))?.last ?? 0) + 1;
}

/**
 * Issues the document of a paid order once: `invoices/ord_{orderId}` with the next number of its
 * series in the financial year of `paid_at` (IST), from `invoice_counters/{series}_{fy}`, in one
 * transaction — so racing orders get consecutive numbers with no gap and a replayed trigger finds
 * the document and issues nothing. Orders not paid, or paid ₹0 (the free plan), get none.
 * Parties: names from profiles/{uid}, state and GSTIN from tax_profiles/{uid} (docs/payments.md#invoices).
 */
export async function issueOrderDocument(db: Firestore, orderId: string): Promise<IssueResult> {
  const docRef = db.doc(`invoices/ord_${orderId}`);
  return runTransaction(
    db,
    async (tx) => {
      const [docSnap, orderSnap] = await Promise.all([tx.get(docRef), tx.get(typedDoc(db, orders, orderId))]);
      if (docSnap.exists) return 'exists';
      const order = dataOf(orderSnap) ?? null;
      const paidAt = order?.paid_at;
      if (!order || order.status !== 'paid' || order.amount <= 0 || !paidAt) return 'skipped';
      const course = order.purpose === 'enrollment';
      if (course && !order.trainer_id) return 'skipped';
      const [payerDocs, trainerDocs] = await Promise.all([
        partyDocs(tx, db, order.uid),
        course && order.trainer_id ? partyDocs(tx, db, order.trainer_id) : null,
      ]);
      const payer: Party = {
        uid: order.uid,
        name: nameOf(payerDocs.profile, 'Learner'),
        state: '',
        gstin: gstinOf(payerDocs.tax),
      };
      const payerState = stateOf(payerDocs.tax);
      const trainer: Party | null = trainerDocs
        ? {
            uid: order.trainer_id,
            name: nameOf(trainerDocs.profile, 'Trainer'),
            // An unknown supplier state is taken as the learner's (a supply within one state), else SkillSetu's.
            state: stateOf(trainerDocs.tax) ?? payerState ?? PLATFORM_PARTY.state,
            gstin: gstinOf(trainerDocs.tax),
          }
        : null;
      payer.state = payerState ?? (course ? (trainer?.state ?? PLATFORM_PARTY.state) : PLATFORM_PARTY.state);
      const itemName = course
        ? (order.course_title ?? 'Course')
        : `${order.plan ? PLANS[order.plan].name : 'SkillSetu'} plan (${order.billing ?? 'monthly'})`;
      const paid = paidAt;
      const doc = buildOrderDocument(
        { id: orderId, purpose: order.purpose, amountPaise: order.amount, paidAt: paid, itemName },
        { platform: PLATFORM_PARTY, trainer, payer },
      );
      const series: DocumentSeries = course ? 'ST' : 'SS';
      const fy = financialYear(paid);
      const counterRef = db.doc(invoiceCounters.path(counterId(series, fy)));
      const serial = await nextSerial(tx, db, counterRef.id);
      tx.set(counterRef, { series, fy, last: serial, updated_at: Timestamp.now() });
      tx.create(docRef, {
        ...doc,
        number: documentNumber(series, fy, serial),
        issued_at: paidAt,
        created_at: Timestamp.now(),
      });
      return 'issued';
    },
    SERIES_TRANSACTION,
  );
}

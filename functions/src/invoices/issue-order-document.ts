import {
  buildOrderDocument,
  counterId,
  documentNumber,
  financialYear,
  PLANS,
  PLATFORM_PARTY,
  type DocumentSeries,
  type Party,
  orders,
} from '@skillsetu/domain';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

/**
 * Every document of a series moves one counter document, so documents issued at the same moment
 * queue on it: more attempts than the default five (docs/decisions/192-invoices.md).
 */
export const SERIES_TRANSACTION = { maxAttempts: 30 };

/** Result of issueOrderDocument: issued now, issued before (a replay), or nothing to issue. */
export type IssueResult = 'issued' | 'exists' | 'skipped';

const state = (tax: DocumentSnapshot): string | null => {
  const s = tax.get('state') as unknown;
  return typeof s === 'string' && /^\d{2}$/.test(s) ? s : null;
};
const gstin = (tax: DocumentSnapshot): string | null => {
  const g = tax.get('gstin') as unknown;
  return typeof g === 'string' && g.length === 15 ? g : null;
};
const nameOf = (profile: DocumentSnapshot, fallback: string): string => {
  const n = profile.get('full_name') as unknown;
  return typeof n === 'string' && n.trim() ? n.trim() : fallback;
};

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
      const uids = course ? [order.uid, order.trainer_id as string] : [order.uid];
      const snaps = await Promise.all(
        uids.flatMap((u) => [tx.get(db.doc(`profiles/${u}`)), tx.get(db.doc(`tax_profiles/${u}`))]),
      );
      const [payerProfile, payerTax, trainerProfile, trainerTax] = snaps as [
        DocumentSnapshot,
        DocumentSnapshot,
        DocumentSnapshot | undefined,
        DocumentSnapshot | undefined,
      ];
      const payer: Party = { uid: order.uid, name: nameOf(payerProfile, 'Learner'), state: '', gstin: gstin(payerTax) };
      const payerState = state(payerTax);
      const trainer: Party | null =
        trainerProfile && trainerTax
          ? {
              uid: order.trainer_id,
              name: nameOf(trainerProfile, 'Trainer'),
              // An unknown supplier state is taken as the learner's (a supply within one state), else SkillSetu's.
              state: state(trainerTax) ?? payerState ?? PLATFORM_PARTY.state,
              gstin: gstin(trainerTax),
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
      const counterRef = db.doc(`invoice_counters/${counterId(series, fy)}`);
      const counter = await tx.get(counterRef);
      const last = counter.get('last') as unknown;
      const serial = (typeof last === 'number' ? last : 0) + 1;
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

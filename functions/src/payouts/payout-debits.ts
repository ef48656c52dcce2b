// Refunds after a payout was released, recovered from the trainer (docs/architecture.md#decision-15,
// docs/decisions/135-debit-recovery.md): first a Route reversal of the sale's transfer when the
// linked account's balance allows it, otherwise a debit netted from the trainer's next transfers,
// oldest first. payout_debits/{refundId} (server-only) records each one and how it was recovered.
import { payoutDebits, transfers, type PayoutDebit } from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { dataOf, typedDoc, typedRead } from '../lib/typed-docs';
import { withLease } from '../payments/lease';
import type { Netting } from './netting-note';
import { transferLeaseRef, transferRef } from './payout-refs';
import { routeApi, RouteApiError, type RazorpayCollection } from './route-api';
import { runTransaction } from '../lib/transaction';

/** payout_debits/{refundId}: one per refund (or part of one) the trainer owes back after release (typed). */
export const debitRef = (db: Firestore, refundId: string) => typedDoc(db, payoutDebits, refundId);

/** At most this many debits are netted by one transfer (its notes.recovered stays under Razorpay's 256 characters). */
export const MAX_DEBITS_PER_TRANSFER = 4;

/** Razorpay's smallest transfer (paise). */
const MIN_TRANSFER_PAISE = 100;

/** How a debit is being recovered: a reversal to try ('pending'), or netting after Razorpay refused it. */
export type DebitReversal = 'pending' | 'refused' | 'done';

/**
 * Creates payout_debits/{refundId} inside `tx` (the refund's application): `amountPaise` owed back
 * by the trainer of sale `orderId`, status 'open'. `reversal` 'pending' when the sale's transfer
 * still has that much at Razorpay (recoverDebitByReversal tries it), else 'refused' (netted at once).
 */
export function createDebit(
  tx: Transaction,
  db: Firestore,
  d: {
    refundId: string;
    orderId: string;
    trainerId: string;
    courseTitle: string | null;
    amountPaise: number;
    refundedAt: Date;
    reversal: DebitReversal;
  },
): void {
  tx.create(debitRef(db, d.refundId), {
    trainer_id: d.trainerId,
    order_id: d.orderId,
    refund_id: d.refundId,
    course_title: d.courseTitle,
    amount_paise: d.amountPaise,
    recovered_paise: 0,
    status: 'open',
    reversal: d.reversal,
    razorpay_reversal_id: null,
    recoveries: {},
    refunded_at: d.refundedAt,
    created_at: FieldValue.serverTimestamp(),
    recovered_at: null,
  });
}

/**
 * Tries to recover an open debit by reversing it from its sale's Razorpay transfer (POST
 * /v1/transfers/{id}/reversals, notes.refund_id; one Razorpay already lists is adopted). Success:
 * the debit is 'recovered' and the payout records the reversal. Razorpay's refusal (400: the linked
 * account's balance is short) marks the debit for netting (reversal 'refused'). Any other failure
 * leaves it 'pending' for the payout job to retry. Call while holding the sale's payout lease.
 */
export async function recoverDebitByReversal(db: Firestore, refundId: string): Promise<void> {
  const debit = dataOf(await debitRef(db, refundId).get());
  if (debit?.status !== 'open' || debit.reversal !== 'pending') return;
  const { order_id: orderId, amount_paise: amount } = debit;
  const transferId = dataOf(await typedDoc(db, transfers, orderId).get())?.razorpay_transfer_id;
  if (!transferId) return;
  let reversalId: string;
  try {
    const list = await routeApi<RazorpayCollection<{ id: string; notes: Record<string, string> | unknown[] }>>(
      'GET',
      `/v1/transfers/${transferId}/reversals`,
    );
    const found = list.items.find((r) => !Array.isArray(r.notes) && r.notes.refund_id === refundId);
    reversalId = (
      found ??
      (await routeApi<{ id: string }>('POST', `/v1/transfers/${transferId}/reversals`, {
        amount,
        notes: { refund_id: refundId, order_id: orderId, after_payout: '1' },
      }))
    ).id;
  } catch (err) {
    if (err instanceof RouteApiError && err.status === 400) {
      await runTransaction(db, async (tx) => {
        const d = dataOf(await tx.get(debitRef(db, refundId)));
        if (d?.reversal === 'pending')
          tx.update(debitRef(db, refundId).withConverter(null), {
            reversal: 'refused',
            reversal_refusal: err.description,
          });
      });
      logger.info('Debit reversal refused; netted from the next payouts', { orderId, refundId, why: err.description });
    } else {
      logger.error('Debit reversal failed; retried by the payout job', { orderId, refundId, error: String(err) });
    }
    return;
  }
  await runTransaction(db, async (tx) => {
    const [d, t] = await Promise.all([
      tx.get(debitRef(db, refundId)).then(dataOf),
      tx.get(typedDoc(db, transfers, orderId)).then(dataOf),
    ]);
    if (d?.status !== 'open' || d.reversal !== 'pending') return;
    if (!t) throw new Error(`The payout transfers/${orderId} of debit ${refundId} is missing or unreadable`);
    tx.update(debitRef(db, refundId).withConverter(null), {
      status: 'recovered',
      reversal: 'done',
      recovered_paise: amount,
      razorpay_reversal_id: reversalId,
      recovered_at: FieldValue.serverTimestamp(),
    });
    tx.update(transferRef(db, orderId), {
      amount: t.amount - amount,
      reversed_paise: FieldValue.increment(amount),
      [`reversals.${refundId}`]: { amount, razorpay_reversal_id: reversalId, after_payout: true },
    });
  });
  logger.info('Debit recovered by a reversal', { orderId, refundId, amount, reversalId });
}

/** Retries debit reversals a crash or an outage left 'pending' (the payout job; at most `limit`). */
export async function retryPendingDebitReversals(db: Firestore, limit = 100): Promise<void> {
  const open = await db
    .collection('payout_debits')
    .where('status', '==', 'open')
    .where('reversal', '==', 'pending')
    .limit(limit)
    .get();
  for (const d of open.docs) {
    const debit = typedRead(payoutDebits, d);
    if (debit) await withLease(transferLeaseRef(db, debit.order_id), () => recoverDebitByReversal(db, d.id));
  }
}

/**
 * Before sale `orderId`'s transfer is sent: nets the trainer's open debits that Razorpay refused to
 * reverse, oldest first (at most MAX_DEBITS_PER_TRANSFER), from this payout, in one transaction:
 * each debit's recovered_paise and recoveries.{orderId} grow (status 'recovered' when paid back),
 * and the payout records netted.{refundId} and netted_paise. Runs once per payout (netting_done);
 * a replay returns what the first run netted. Call while holding this payout's lease.
 */
export async function netOpenDebits(db: Firestore, orderId: string): Promise<Netting[]> {
  return runTransaction(db, async (tx) => {
    const t = dataOf(await tx.get(typedDoc(db, transfers, orderId)));
    if (!t) throw new Error(`The payout transfers/${orderId} is missing or unreadable`);
    const recorded = t.netted ?? {};
    if (t.netting_done === true) {
      return Object.entries(recorded).map(([refundId, n]) => ({
        refundId,
        orderId: n.order_id,
        amount: n.amount_paise,
      }));
    }
    const open = await tx.get(
      db.collection('payout_debits').where('trainer_id', '==', t.trainer_id).where('status', '==', 'open').limit(50),
    );
    const due = open.docs
      .map((d) => ({ id: d.id, debit: typedRead(payoutDebits, d) }))
      .filter((d): d is { id: string; debit: PayoutDebit } => d.debit?.reversal === 'refused')
      .filter((d) => d.debit.order_id !== orderId)
      .sort((a, b) => a.debit.created_at.getTime() - b.debit.created_at.getTime() || a.id.localeCompare(b.id))
      .slice(0, MAX_DEBITS_PER_TRANSFER);
    let left = t.amount - (t.shortfall_paise ?? 0);
    const out: Netting[] = [];
    const now = Timestamp.now();
    for (const { id, debit: d } of due) {
      let take = Math.min(d.amount_paise - d.recovered_paise, left);
      // Razorpay transfers at least ₹1: never leave 1–99 paise to send.
      if (left - take > 0 && left - take < MIN_TRANSFER_PAISE) take = left - MIN_TRANSFER_PAISE;
      if (take <= 0) break;
      left -= take;
      const full = d.recovered_paise + take === d.amount_paise;
      tx.update(debitRef(db, id).withConverter(null), {
        recovered_paise: FieldValue.increment(take),
        [`recoveries.${orderId}`]: { amount_paise: take, at: now },
        ...(full ? { status: 'recovered', recovered_at: now } : {}),
      });
      out.push({ refundId: id, orderId: d.order_id, amount: take });
    }
    tx.update(transferRef(db, orderId), {
      netting_done: true,
      netted_paise: out.reduce((s, n) => s + n.amount, 0),
      netted: Object.fromEntries(out.map((n) => [n.refundId, { order_id: n.orderId, amount_paise: n.amount }])),
    });
    return out;
  });
}

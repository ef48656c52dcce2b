// Refunds after a payout was released, recovered from the trainer (docs/architecture.md#decision-15,
// docs/decisions/135-debit-recovery.md): first a Route reversal of the sale's transfer when the
// linked account's balance allows it, otherwise a debit netted from the trainer's next transfers,
// oldest first. payout_debits/{refundId} (server-only) records each one and how it was recovered.
import { logger } from 'firebase-functions';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { withLease } from '../payments/lease';
import type { Netting } from './netting-note';
import { transferLeaseRef, transferRef } from './payout-refs';
import { routeApi, RouteApiError, type RazorpayCollection } from './route-api';

/** payout_debits/{refundId}: one per refund (or part of one) the trainer owes back after release. */
export const debitRef = (db: Firestore, refundId: string) => db.doc(`payout_debits/${refundId}`);

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
    refunded_at: Timestamp.fromDate(d.refundedAt),
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
  const debit = await debitRef(db, refundId).get();
  if (debit.get('status') !== 'open' || debit.get('reversal') !== 'pending') return;
  const orderId = String(debit.get('order_id'));
  const amount = Number(debit.get('amount_paise'));
  const transferId = (await transferRef(db, orderId).get()).get('razorpay_transfer_id') as string | null;
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
      await db.runTransaction(async (tx) => {
        const d = await tx.get(debitRef(db, refundId));
        if (d.get('reversal') === 'pending')
          tx.update(d.ref, { reversal: 'refused', reversal_refusal: err.description });
      });
      logger.info('Debit reversal refused; netted from the next payouts', { orderId, refundId, why: err.description });
    } else {
      logger.error('Debit reversal failed; retried by the payout job', { orderId, refundId, error: String(err) });
    }
    return;
  }
  await db.runTransaction(async (tx) => {
    const [d, t] = await Promise.all([tx.get(debitRef(db, refundId)), tx.get(transferRef(db, orderId))]);
    if (d.get('status') !== 'open' || d.get('reversal') !== 'pending') return;
    tx.update(d.ref, {
      status: 'recovered',
      reversal: 'done',
      recovered_paise: amount,
      razorpay_reversal_id: reversalId,
      recovered_at: FieldValue.serverTimestamp(),
    });
    tx.update(t.ref, {
      amount: Number(t.get('amount')) - amount,
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
    await withLease(transferLeaseRef(db, String(d.get('order_id'))), () => recoverDebitByReversal(db, d.id));
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
  return db.runTransaction(async (tx) => {
    const t = await tx.get(transferRef(db, orderId));
    const recorded = (t.get('netted') ?? {}) as Record<string, { order_id: string; amount_paise: number }>;
    if (t.get('netting_done') === true) {
      return Object.entries(recorded).map(([refundId, n]) => ({
        refundId,
        orderId: n.order_id,
        amount: n.amount_paise,
      }));
    }
    const open = await tx.get(
      db
        .collection('payout_debits')
        .where('trainer_id', '==', t.get('trainer_id'))
        .where('status', '==', 'open')
        .limit(50),
    );
    const due = open.docs
      .filter((d) => d.get('reversal') === 'refused' && d.get('order_id') !== orderId)
      .sort((a, b) => created(a.get('created_at')) - created(b.get('created_at')) || a.id.localeCompare(b.id))
      .slice(0, MAX_DEBITS_PER_TRANSFER);
    let left = Number(t.get('amount')) - Number(t.get('shortfall_paise') ?? 0);
    const out: Netting[] = [];
    const now = Timestamp.now();
    for (const d of due) {
      let take = Math.min(Number(d.get('amount_paise')) - Number(d.get('recovered_paise')), left);
      // Razorpay transfers at least ₹1: never leave 1–99 paise to send.
      if (left - take > 0 && left - take < MIN_TRANSFER_PAISE) take = left - MIN_TRANSFER_PAISE;
      if (take <= 0) break;
      left -= take;
      const full = Number(d.get('recovered_paise')) + take === Number(d.get('amount_paise'));
      tx.update(d.ref, {
        recovered_paise: FieldValue.increment(take),
        [`recoveries.${orderId}`]: { amount_paise: take, at: now },
        ...(full ? { status: 'recovered', recovered_at: now } : {}),
      });
      out.push({ refundId: d.id, orderId: String(d.get('order_id')), amount: take });
    }
    tx.update(t.ref, {
      netting_done: true,
      netted_paise: out.reduce((s, n) => s + n.amount, 0),
      netted: Object.fromEntries(out.map((n) => [n.refundId, { order_id: n.orderId, amount_paise: n.amount }])),
    });
    return out;
  });
}

const created = (v: unknown): number => (v instanceof Timestamp ? v.toMillis() : 0);

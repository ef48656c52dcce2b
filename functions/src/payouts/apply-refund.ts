import {
  commissionPercentFor,
  istMonth,
  linePayoutPaise,
  orders,
  readSaleWithholding,
  refundLineAmounts,
  refunds,
  transfers,
} from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { withLease } from '../payments/lease';
import { createDebit, recoverDebitByReversal } from './payout-debits';
import { recordSale } from './record-sale';
import { refundLineRef, transferLeaseRef, transferRef } from './payout-refs';
import { routeApi, type RazorpayCollection } from './route-api';
import { runTransaction } from '../lib/transaction';

/** Refunds of payments the platform never kept (ADR 012) touch no payout. */
const NOT_A_SALE_REFUND = new Set(['duplicate_payment', 'amount_mismatch']);
const BEFORE_RELEASE = new Set(['pending_account', 'held', 'in_parts', 'reversed']);

export type RefundOutcome = 'ignored' | 'already-applied' | 'reversed' | 'debited';

/**
 * Applies a processed refund of a course sale to its payout, once (statement_lines/refund_{id} is
 * the marker). The kept amount is split again at the sale's rates and withholdings (domain
 * refundLineAmounts, docs/decisions/210-withholdings-on-payouts.md): before release the payout
 * shrinks by the line's payout difference (net less withholdings) and Razorpay reverses that much of the transfer
 * (POST /v1/transfers/{id}/reversals, docs/decisions/097-explicit-transfer-reversals.md); after
 * release the platform paid the refund and the trainer owes the difference back: payout_debits/{id}
 * recovered by a reversal when the linked account's balance allows it, else netted from the
 * trainer's next payouts (docs/decisions/135-debit-recovery.md). Ignores refunds not yet processed,
 * of payments not kept, or without an enrolment.
 */
export async function applyRefund(db: Firestore, refundId: string): Promise<RefundOutcome> {
  const refund = dataOf(await typedDoc(db, refunds, refundId).get());
  if (refund?.status !== 'processed' || NOT_A_SALE_REFUND.has(refund.reason)) return 'ignored';
  const { order_id: orderId, enrollment_id: enrollmentId } = refund;
  if (enrollmentId === null) return 'ignored';
  const order = dataOf(await typedDoc(db, orders, orderId).get());
  if (order?.status !== 'paid' || order.payment_id !== refund.payment_id) return 'ignored';
  if ((await recordSale(db, enrollmentId)) === 'skipped') return 'ignored';

  return withLease(transferLeaseRef(db, orderId), async () => {
    const outcome = await runTransaction(db, async (tx): Promise<RefundOutcome> => {
      const [transfer, line] = await Promise.all([
        tx.get(typedDoc(db, transfers, orderId)),
        tx.get(refundLineRef(db, refundId)),
      ]);
      if (line.exists) return 'already-applied';
      const t = dataOf(transfer);
      if (!t) throw new Error(`The payout transfers/${orderId} of refund ${refundId} is missing or unreadable`);
      const paid = order.amount;
      const refunded = t.refunded_paise ?? 0;
      const amount = refund.amount;
      const pct = t.commission_percent ?? commissionPercentFor(null);
      const withholding = readSaleWithholding(t);
      const diff = refundLineAmounts(paid, refunded, Math.min(amount, paid - refunded), pct, withholding);
      // What the payout changes by: the line's net less the withholdings it gives back.
      const delta = -linePayoutPaise(diff);
      const before = BEFORE_RELEASE.has(t.status);
      const at = refund.updated_at ?? new Date();
      // What the trainer can still give back through this transfer: the payout less what it netted
      // for older debits and refunds it already could not reverse (docs/decisions/135-debit-recovery.md),
      // and, paid per class, the parts already released (docs/decisions/200-payout-parts.md).
      const cash = Math.max(0, t.amount - t.netted_paise - (t.shortfall_paise ?? 0) - (t.released_paise ?? 0));
      const debit = { refundId, orderId, trainerId: t.trainer_id, courseTitle: t.course_title, refundedAt: at };
      const ref = transferRef(db, orderId);
      if (before) {
        const left = t.amount - delta;
        const reversed = Math.min(Math.max(delta, 0), cash);
        const short = Math.max(delta, 0) - reversed;
        tx.update(ref, {
          amount: left,
          reversed_paise: FieldValue.increment(reversed),
          shortfall_paise: FieldValue.increment(short),
          refunded_paise: FieldValue.increment(amount),
          ...(left === 0 ? { status: 'reversed' } : {}),
          ...(t.razorpay_transfer_id && reversed > 0
            ? { [`reversals.${refundId}`]: { amount: reversed, razorpay_reversal_id: null } }
            : {}),
        });
        // The part this payout already netted for older debits is owed back like a refund after payout.
        if (short > 0) createDebit(tx, db, { ...debit, amountPaise: short, reversal: 'refused' });
      } else {
        tx.update(ref, { debit_paise: FieldValue.increment(delta), refunded_paise: FieldValue.increment(amount) });
        if (delta > 0) {
          const reversible = Boolean(t.razorpay_transfer_id) && cash >= delta;
          createDebit(tx, db, { ...debit, amountPaise: delta, reversal: reversible ? 'pending' : 'refused' });
        }
      }
      tx.create(refundLineRef(db, refundId), {
        trainer_id: t.trainer_id,
        kind: 'refund',
        month: istMonth(at),
        occurred_at: Timestamp.fromDate(at),
        order_id: orderId,
        enrollment_id: enrollmentId,
        refund_id: refundId,
        course_title: t.course_title,
        ...diff,
        tcs_inter_state: withholding.tcs_inter_state,
        after_payout: !before,
      });
      return before ? 'reversed' : 'debited';
    });
    if (outcome === 'reversed') await executeReversal(db, orderId, refundId);
    if (outcome === 'debited') await recoverDebitByReversal(db, refundId);
    return outcome;
  });
}

/**
 * Sends a recorded reversal to Razorpay (POST /v1/transfers/{id}/reversals, notes.refund_id) unless
 * it has an id; a reversal Razorpay already has for this refund is adopted. Call while holding the
 * payout's lease. Logs a refusal and leaves it for releaseHeldTransfers to retry.
 */
export async function executeReversal(db: Firestore, orderId: string, refundId: string): Promise<void> {
  const t = dataOf(await typedDoc(db, transfers, orderId).get());
  const rev = t?.reversals?.[refundId];
  const transferId = t?.razorpay_transfer_id;
  if (!rev || rev.razorpay_reversal_id || !transferId) return;
  try {
    const list = await routeApi<RazorpayCollection<{ id: string; notes: Record<string, string> | unknown[] }>>(
      'GET',
      `/v1/transfers/${transferId}/reversals`,
    );
    const found = list.items.find((r) => !Array.isArray(r.notes) && r.notes.refund_id === refundId);
    const made =
      found ??
      (await routeApi<{ id: string }>('POST', `/v1/transfers/${transferId}/reversals`, {
        amount: rev.amount,
        notes: { refund_id: refundId, order_id: orderId },
      }));
    await transferRef(db, orderId).update({ [`reversals.${refundId}.razorpay_reversal_id`]: made.id });
    logger.info('Payout reversed', { orderId, refundId, amount: rev.amount, reversalId: made.id });
  } catch (err) {
    logger.error('Payout reversal failed; retried by releaseHeldTransfers', { orderId, refundId, error: String(err) });
  }
}

import { logger } from 'firebase-functions';
import { transfers } from '@skillsetu/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { withLease } from '../payments/lease';
import { applyRefund, executeReversal } from './apply-refund';
import { executeTransfer } from './execute-transfer';
import { releaseDueParts } from './part-transfers';
import { retryPendingDebitReversals } from './payout-debits';
import { transferLeaseRef, transferRef } from './payout-refs';
import { routeApi } from './route-api';
import { runTransaction } from '../lib/transaction';

/** At most this many payouts per run of each kind (the next run takes the rest). */
const PAGE = 100;

/**
 * The payout job (releaseHeldTransfers; on the emulator also each test-clock move): at `now`, every
 * 'held' payout whose on_hold_until ≤ now is released (status 'released', then PATCH
 * /v1/transfers/{id} { on_hold: false }), at the boundary exactly. It first completes work a crash
 * left half-done: held payouts without a Razorpay transfer, reversals not yet sent, releases not yet
 * sent, processed refunds of the sale not yet applied (applyRefund is idempotent), and reversals of
 * refunds after payout (payout_debits) not yet tried. Then the parts of sales paid per class
 * (releaseDueParts, docs/decisions/201-part-release-rule.md). Idempotent and forward-only. Returns
 * how many payouts and parts it released.
 */
export async function releaseDueTransfers(db: Firestore, now: Date): Promise<number> {
  const due = await db
    .collection('transfers')
    .where('status', '==', 'held')
    .where('on_hold_until', '<=', Timestamp.fromDate(now))
    .limit(PAGE)
    .get();
  let released = 0;
  for (const doc of due.docs) {
    // A refund whose trigger has not run yet (or was lost) is applied before the money is released.
    const refunds = await db
      .collection('refunds')
      .where('order_id', '==', doc.id)
      .where('status', '==', 'processed')
      .get();
    for (const r of refunds.docs) await applyRefund(db, r.id);
    await executeTransfer(db, doc.id);
    await sendPendingReversals(db, doc.id);
    if (await markReleased(db, doc.id, now)) released++;
    await sendRelease(db, doc.id);
  }
  const unsent = await db
    .collection('transfers')
    .where('status', '==', 'released')
    .where('release_sent', '==', false)
    .limit(PAGE)
    .get();
  for (const doc of unsent.docs) await sendRelease(db, doc.id);
  await retryPendingDebitReversals(db, PAGE);
  return released + (await releaseDueParts(db, now));
}

async function sendPendingReversals(db: Firestore, orderId: string): Promise<void> {
  const reversals = dataOf(await typedDoc(db, transfers, orderId).get())?.reversals ?? {};
  const open = Object.entries(reversals).filter(([, r]) => !r.razorpay_reversal_id);
  if (open.length === 0) return;
  await withLease(transferLeaseRef(db, orderId), async () => {
    for (const [refundId] of open) await executeReversal(db, orderId, refundId);
  });
}

/** held → released when the hold has ended at `now` and Razorpay has the transfer (one transaction). */
async function markReleased(db: Firestore, orderId: string, now: Date): Promise<boolean> {
  const ref = transferRef(db, orderId);
  return runTransaction(db, async (tx) => {
    const t = dataOf(await tx.get(typedDoc(db, transfers, orderId)));
    const sent = Boolean(t?.razorpay_transfer_id) || t?.sent_paise === 0;
    if (t?.status !== 'held' || !sent || t.on_hold_until.getTime() > now.getTime()) {
      return false;
    }
    tx.update(ref, { status: 'released', released_at: Timestamp.fromDate(now), release_sent: false });
    return true;
  });
}

/** Lifts the hold at Razorpay for a released payout not yet sent; marks it sent. Logs a refusal (next run retries). */
async function sendRelease(db: Firestore, orderId: string): Promise<void> {
  const ref = transferRef(db, orderId);
  const t = dataOf(await typedDoc(db, transfers, orderId).get());
  if (t?.status !== 'released' || t.release_sent !== false) return;
  const transferId = t.razorpay_transfer_id;
  if (!transferId) {
    // Netted in full for older debits: nothing is held at Razorpay.
    await ref.update({ release_sent: true, release_sent_at: FieldValue.serverTimestamp() });
    return;
  }
  try {
    await routeApi('PATCH', `/v1/transfers/${transferId}`, { on_hold: false });
    await ref.update({ release_sent: true, release_sent_at: FieldValue.serverTimestamp() });
    logger.info('Payout released', { orderId, transferId });
  } catch (err) {
    logger.error('Payout release failed; retried on the next run', { orderId, error: String(err) });
  }
}

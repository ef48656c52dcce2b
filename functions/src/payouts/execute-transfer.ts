import { orders, payoutAccounts, transfers, type Transfer } from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { dataOf, type Typed, typedDoc } from '../lib/typed-docs';
import { withLease } from '../payments/lease';
import { nettingNote } from './netting-note';
import { netOpenDebits } from './payout-debits';
import { transferLeaseRef, transferRef } from './payout-refs';
import { findOrCreateTransfer } from './find-or-create-transfer';

/**
 * Creates the Razorpay transfer of a 'held' payout that has none yet: POST
 * /v1/payments/{paymentId}/transfers with on_hold and on_hold_until (Unix s) to the trainer's linked
 * account, notes.order_id naming the payout. A payment already partly refunded cannot carry a
 * transfer (Razorpay), so that payout goes as a direct transfer (POST /v1/transfers), also held.
 * Idempotent: one caller at a time (a lease), and a transfer Razorpay already has for this order
 * (a crash after the call) is adopted, never made twice. Logs and leaves the payout for the next
 * run (releaseHeldTransfers) when Razorpay refuses; never throws for that. The trainer's open debits
 * (refunds after payout Razorpay would not reverse) are netted first (netOpenDebits): Razorpay gets
 * net − netted − shortfall paise with notes.recovered naming them; a payout netted in full sends
 * nothing and records sent_paise 0 (docs/decisions/135-debit-recovery.md).
 */
export async function executeTransfer(db: Firestore, orderId: string): Promise<void> {
  const ref = transferRef(db, orderId);
  const read = async () => dataOf(await typedDoc(db, transfers, orderId).get()) ?? null;
  const pending = (t: Typed<Transfer>): t is Transfer =>
    t?.status === 'held' && !t.razorpay_transfer_id && t.sent_paise == null && t.amount > 0;
  if (!pending(await read())) return;
  await withLease(transferLeaseRef(db, orderId), async () => {
    const t = await read();
    if (!pending(t)) return;
    const account = dataOf(await typedDoc(db, payoutAccounts, t.trainer_id).get())?.razorpay_account_id;
    const paymentId = dataOf(await typedDoc(db, orders, orderId).get())?.payment_id;
    if (!account || !paymentId) return;
    try {
      const netted = await netOpenDebits(db, orderId);
      const send = await amountToSend(db, orderId);
      if (send <= 0) {
        await ref.update({ sent_paise: 0, razorpay_account_id: account, transferred_at: FieldValue.serverTimestamp() });
        logger.info('Payout kept in full to recover refunds after payout', { orderId, netted });
        return;
      }
      const holdUntil = t.on_hold_until.getTime();
      const item = {
        account,
        amount: send,
        currency: 'INR',
        notes: {
          order_id: orderId,
          trainer_id: t.trainer_id,
          ...(netted.length > 0 ? { recovered: nettingNote(netted) } : {}),
        },
        on_hold: true,
        ...(holdUntil > Date.now() ? { on_hold_until: Math.ceil(holdUntil / 1000) } : {}),
      };
      const made = await findOrCreateTransfer(paymentId, item, (n) => n.order_id === orderId);
      await ref.update({
        razorpay_transfer_id: made.id,
        sent_paise: made.amount,
        razorpay_account_id: account,
        transferred_at: FieldValue.serverTimestamp(),
      });
      logger.info('Payout transfer created', { orderId, transferId: made.id, amount: item.amount });
    } catch (err) {
      logger.error('Payout transfer failed; retried by releaseHeldTransfers', { orderId, error: String(err) });
    }
  });
}

/** What goes to Razorpay for a payout: its amount minus debits it nets and refunds it could not reverse (paise). */
async function amountToSend(db: Firestore, orderId: string): Promise<number> {
  const t = dataOf(await typedDoc(db, transfers, orderId).get());
  return t ? t.amount - t.netted_paise - (t.shortfall_paise ?? 0) : 0;
}

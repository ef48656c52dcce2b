import { orders, payoutAccounts, payoutParts, transferLeases } from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { withLease } from '../payments/lease';
import { decidePart } from './payout-parts';
import { findOrCreateTransfer } from './find-or-create-transfer';

/** At most this many parts per run of each kind (the next run takes the rest). */
const PAGE = 100;

/**
 * The per-class part of the payout job (releaseDueTransfers calls it at `now`): decides every part
 * due (decidePart: 'waiting' with release_at ≤ now, or 'resolved'), then sends every released part
 * Razorpay does not have yet (sendPart), including ones a crash left unsent. Idempotent and
 * forward-only; racing runs release each part once. Returns how many parts it released.
 */
export async function releaseDueParts(db: Firestore, now: Date): Promise<number> {
  const [waiting, resolved] = await Promise.all([
    db
      .collection('payout_parts')
      .where('status', '==', 'waiting')
      .where('release_at', '<=', Timestamp.fromDate(now))
      .limit(PAGE)
      .get(),
    db.collection('payout_parts').where('status', '==', 'resolved').limit(PAGE).get(),
  ]);
  let released = 0;
  for (const doc of [...waiting.docs, ...resolved.docs]) {
    if (await decidePart(db, doc.id, now)) released++;
  }
  const unsent = await db.collection('payout_parts').where('send_pending', '==', true).limit(PAGE).get();
  for (const doc of unsent.docs) await sendPart(db, doc.id);
  return released;
}

/**
 * Sends a released part to the trainer's linked account, once: a transfer Razorpay already has
 * for it (notes.order_id and notes.part) is adopted; else POST /v1/payments/{id}/transfers (not on
 * hold: the part is released), or a direct transfer (POST /v1/transfers) once the payment has a
 * refund (Razorpay refuses transfers from it then). One caller at a time (a lease per part). Waits,
 * without error, for a trainer without a payout account; logs a refusal for the next run.
 */
export async function sendPart(db: Firestore, partId: string): Promise<void> {
  const ref = typedDoc(db, payoutParts, partId);
  if (dataOf(await ref.get())?.send_pending !== true) return;
  await withLease(typedDoc(db, transferLeases, partId), async () => {
    const part = dataOf(await ref.get());
    if (part?.send_pending !== true) return;
    const orderId = part.order_id;
    const [account, order] = await Promise.all([
      typedDoc(db, payoutAccounts, part.trainer_id).get(),
      typedDoc(db, orders, orderId).get(),
    ]);
    const accountId = dataOf(account)?.razorpay_account_id;
    const paymentId = dataOf(order)?.payment_id;
    if (!accountId || !paymentId) return;
    const item = {
      account: accountId,
      amount: part.send_paise ?? 0,
      currency: 'INR',
      notes: { order_id: orderId, part: String(part.n), trainer_id: part.trainer_id },
      on_hold: false,
    };
    try {
      const made = await findOrCreateTransfer(
        paymentId,
        item,
        (n) => n.order_id === item.notes.order_id && n.part === item.notes.part,
      );
      await ref.withConverter(null).update({
        razorpay_transfer_id: made.id,
        razorpay_account_id: accountId,
        send_pending: false,
        sent_at: FieldValue.serverTimestamp(),
      });
      logger.info('Payout part sent', { partId, transferId: made.id, amount: item.amount });
    } catch (err) {
      logger.error('Payout part transfer failed; retried by the next payout run', { partId, error: String(err) });
    }
  });
}

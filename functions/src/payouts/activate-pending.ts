import { transfers } from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { executeTransfer } from './execute-transfer';
import { runTransaction } from '../lib/transaction';
import { collectionPath, typedRead } from '../lib/typed-docs';

/**
 * After a trainer's payout setup: every 'pending_account' payout (their accumulated balance) becomes
 * 'held' with the new linked account, and its Razorpay transfer is made (still held until its own
 * refund window closes; a window already closed is released by the next payout job). Idempotent.
 * Returns how many payouts it moved.
 */
export async function activatePendingTransfers(db: Firestore, uid: string, accountId: string): Promise<number> {
  const pending = await db
    .collection(collectionPath(transfers))
    .where('trainer_id', '==', uid)
    .where('status', '==', 'pending_account')
    .limit(500)
    .get();
  let moved = 0;
  for (const doc of pending.docs) {
    const changed = await runTransaction(db, async (tx) => {
      if (typedRead(transfers, await tx.get(doc.ref))?.status !== 'pending_account') return false;
      tx.update(doc.ref, { status: 'held', razorpay_account_id: accountId });
      return true;
    });
    if (changed) moved++;
    await executeTransfer(db, doc.id);
  }
  return moved;
}

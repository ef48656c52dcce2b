import type { Firestore } from 'firebase-admin/firestore';
import { executeTransfer } from './execute-transfer';
import { recordSale } from './record-sale';

/**
 * A new enrolment (a captured course payment, `enrollments/{enrollmentId}` of order `orderId`) →
 * the sale's payout transfers/{orderId}, held until the refund window closes, and its statement
 * line, once (recordSale), then the Razorpay transfer when the trainer has a payout account
 * (executeTransfer; docs/payouts.md). Replays change nothing. Throws the Firestore or Razorpay error.
 */
export async function payOutSale(db: Firestore, enrollmentId: string, orderId: string | undefined): Promise<void> {
  await recordSale(db, enrollmentId);
  if (orderId) await executeTransfer(db, orderId);
}

import { enrollments } from '@skillsetu/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { typedRead } from '../lib/typed-docs';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { executeTransfer } from './execute-transfer';
import { recordSale } from './record-sale';

/**
 * enrollments/{id} created (a captured course payment) → the sale's payout transfers/{orderId} held
 * until the refund window closes and its statement line, once (recordSale), then the Razorpay
 * transfer when the trainer has a payout account (executeTransfer). Replays change nothing.
 */
export const onEnrollmentPayout = onDocumentCreated(
  { document: 'enrollments/{id}', secrets: [RAZORPAY_KEY_SECRET] },
  async (event) => {
    await recordSale(db, event.params.id);
    const orderId = event.data ? typedRead(enrollments, event.data)?.order_id : undefined;
    if (orderId) await executeTransfer(db, orderId);
  },
);

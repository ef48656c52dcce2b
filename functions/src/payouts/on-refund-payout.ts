import { refunds } from '@skillsetu/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { typedRead } from '../lib/typed-docs';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { applyRefund } from './apply-refund';

/**
 * refunds/{id} becomes 'processed' → the sale's payout is reversed by the re-split difference (before
 * release) or the trainer's statement carries a debit (after release), once (applyRefund).
 */
export const onRefundPayout = onDocumentWritten(
  { document: 'refunds/{id}', secrets: [RAZORPAY_KEY_SECRET] },
  async (event) => {
    if (!event.data || typedRead(refunds, event.data.after)?.status !== 'processed') return;
    await applyRefund(db, event.params.id);
  },
);

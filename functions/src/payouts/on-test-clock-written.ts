import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { advanceDueBatches } from '../batches/advance-batches';
import { db } from '../lib/admin';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { payoutNow } from './clock';
import { releaseDueTransfers } from './release';

/**
 * Emulator only: moving the test clock (test_clock/now, server-only) runs the batch lifecycle job
 * and then the payout job at the new time, as the schedule would (the emulator runs no schedules). Does nothing outside the emulator
 * (docs/decisions/096-payout-test-clock.md).
 */
export const onTestClockWritten = onDocumentWritten(
  { document: 'test_clock/{id}', secrets: [RAZORPAY_KEY_SECRET] },
  async () => {
    if (process.env.FUNCTIONS_EMULATOR !== 'true') return;
    const now = await payoutNow(db);
    // Batches first: a batch that started at the moved time is running before its payouts release (ADR 130).
    await advanceDueBatches(db, now);
    await releaseDueTransfers(db, now);
  },
);

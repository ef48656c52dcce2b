import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { payoutNow } from './clock';
import { releaseDueTransfers } from './release';

/**
 * Emulator only: moving the test clock (test_clock/now, server-only) runs the payout job at the new
 * time, as the schedule would (the emulator runs no schedules). Does nothing outside the emulator
 * (docs/decisions/096-payout-test-clock.md).
 */
export const onTestClockWritten = onDocumentWritten(
  { document: 'test_clock/{id}', secrets: [RAZORPAY_KEY_SECRET] },
  async () => {
    if (process.env.FUNCTIONS_EMULATOR !== 'true') return;
    await releaseDueTransfers(db, await payoutNow(db));
  },
);

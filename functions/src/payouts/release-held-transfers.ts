import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { payoutNow } from './clock';
import { releaseDueTransfers } from './release';

/** releaseHeldTransfers (every 15 minutes, Asia/Kolkata): releases payouts whose refund window closed (docs/payouts.md). */
export const releaseHeldTransfers = onSchedule(
  { schedule: 'every 15 minutes', timeZone: 'Asia/Kolkata', secrets: [RAZORPAY_KEY_SECRET] },
  async () => {
    await releaseDueTransfers(db, await payoutNow(db));
  },
);

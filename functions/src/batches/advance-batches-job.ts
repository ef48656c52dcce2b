import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { payoutNow } from '../payouts/clock';
import { advanceDueBatches } from './advance-batches';

/** advanceBatches (every 15 minutes, Asia/Kolkata): batches become running at their start, completed at their end (ADR 130). */
export const advanceBatches = onSchedule({ schedule: 'every 15 minutes', timeZone: 'Asia/Kolkata' }, async () => {
  await advanceDueBatches(db, await payoutNow(db));
});

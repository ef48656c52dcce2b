import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { payoutNow } from '../payouts/clock';
import { sendDueReminders } from './session-reminders';

/** sendSessionReminders (every 15 minutes, Asia/Kolkata): class reminders 24 h and 1 h before, each once (ADR 187). */
export const sendSessionReminders = onSchedule({ schedule: 'every 15 minutes', timeZone: 'Asia/Kolkata' }, async () => {
  await sendDueReminders(db, await payoutNow(db));
});

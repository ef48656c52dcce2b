import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { runPlanLifecycle } from './plan-lifecycle';

/** expirePlans (every hour, Asia/Kolkata): expires ended plans and sends the 7-day and 1-day reminders (ADR 013). */
export const expirePlans = onSchedule({ schedule: 'every 60 minutes', timeZone: 'Asia/Kolkata' }, async (event) => {
  await runPlanLifecycle(db, new Date(Date.parse(event.scheduleTime) || Date.now()));
});

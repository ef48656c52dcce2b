import {
  accountDeletionSchema,
  freePlanLimitSchema,
  mailSchema,
  planReminderSchema,
  rateLimitSchema,
  testClockSchema,
  viewDedupeSchema,
  type AccountDeletion,
  type FreePlanLimit,
  type Mail,
  type PlanReminderRecord,
  type RateLimitRecord,
  type TestClock,
  type ViewDedupe,
} from '../schemas/server-records';
import { defineCollection } from './collection';

// Server-only collections (firestore.rules: read, write if false): only the functions read and
// write them, through these modules (docs/decisions/271-server-only-collection-modules.md).

const AT = new Date('2026-11-01T04:30:00.000Z');

/** `account_deletions/{uid}` (server-only): an account being deleted or deleted (docs/decisions/172-account-deletion.md). */
export const accountDeletions = defineCollection<AccountDeletion>({
  pattern: 'account_deletions/{uid}',
  schema: accountDeletionSchema,
  required: ['status'],
  example: () => ({ status: 'deleting', user_type: 'learner', started_at: AT }),
});

/** `free_plan_limits/{uid}` (server-only): activateFreePlan calls of the last hour (docs/decisions/010-free-plan-activation.md). */
export const freePlanLimits = defineCollection<FreePlanLimit>({
  pattern: 'free_plan_limits/{uid}',
  schema: freePlanLimitSchema,
  example: () => ({ calls: [AT], updated_at: AT }),
});

/** `plan_reminders/{uid}_{endMillis}` (server-only): plan reminders sent for one end date (docs/decisions/013-plan-expiry.md). */
export const planReminders = defineCollection<PlanReminderRecord>({
  pattern: 'plan_reminders/{id}',
  schema: planReminderSchema,
  example: () => ({ uid: 'trainer_1', end: AT, sent: ['7d'] }),
});

/** `rate_limits/{bucket}_{sha256(key)}` (server-only): one caller's counter (docs/decisions/268-one-rate-limiter.md). */
export const rateLimits = defineCollection<RateLimitRecord>({
  pattern: 'rate_limits/{id}',
  schema: rateLimitSchema,
  // nothing required: the limiter counts from whatever the stored counter holds, as it always did
  example: () => ({ bucket: 'reset-10m', window_start: AT.getTime(), count: 1, expires_at: AT }),
});

/** `test_clock/now` (server-only, emulator only): the payouts' clock offset in ms (docs/decisions/096-payout-test-clock.md). */
export const testClock = defineCollection<TestClock>({
  pattern: 'test_clock/{id}',
  schema: testClockSchema,
  example: () => ({ offset_ms: 0 }),
});

/** `view_dedupe/{day}_{kind}_{id}_{visitor}` (server-only): a counted view (docs/decisions/100-server-counted-views.md). */
export const viewDedupe = defineCollection<ViewDedupe>({
  pattern: 'view_dedupe/{id}',
  schema: viewDedupeSchema,
  example: () => ({
    day: '2026-11-01',
    kind: 'profile',
    target_id: 'trainer_1',
    trainer_id: 'trainer_1',
    expires_at: AT,
  }),
});

/** `mail/{id}` (server-only): a mail for the Trigger Email extension (functions/src/mail/mail-queue.ts). */
export const mail = defineCollection<Mail>({
  pattern: 'mail/{id}',
  schema: mailSchema,
  required: ['to', 'message'],
  example: () => ({
    to: 'priya@example.com',
    message: { subject: 'Your class is tomorrow', html: '<p>See you.</p>', text: 'See you.' },
    kind: 'session-reminder',
    created_at: AT,
  }),
});

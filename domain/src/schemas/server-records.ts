// Server-only bookkeeping documents (firestore.rules: read, write if false): nobody reads them but
// the functions. Dates are UTC Dates (Timestamps in Firestore); the shapes are what the functions
// write (docs/decisions/271-server-only-collection-modules.md).
import { z } from 'zod';
import { VIEW_KINDS } from '../analytics';
import { dateField } from './common';

/**
 * `account_deletions/{uid}` (docs/decisions/172-account-deletion.md): the record that an account
 * was deleted: 'deleting' with the role and start time in the deletion transaction, then
 * 'deleted' with the time once the Auth user is gone. No name, no address.
 */
export const accountDeletionSchema = z.object({
  status: z.enum(['deleting', 'deleted']),
  user_type: z.string().optional(),
  started_at: dateField.optional(),
  deleted_at: dateField.optional(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** `free_plan_limits/{uid}`: the caller's activateFreePlan calls of the last hour (docs/decisions/010-free-plan-activation.md). */
export const freePlanLimitSchema = z.object({
  calls: z.array(dateField),
  updated_at: dateField.optional(),
});
export type FreePlanLimit = z.infer<typeof freePlanLimitSchema>;

/**
 * `plan_reminders/{uid}_{endMillis}`: the plan job's reminders already sent for one end date
 * (docs/decisions/013-plan-expiry.md), so a repeated run sends each once.
 */
export const planReminderSchema = z.object({
  uid: z.string(),
  end: dateField,
  sent: z.array(z.string()),
});
export type PlanReminderRecord = z.infer<typeof planReminderSchema>;

/**
 * `rate_limits/{bucket}_{sha256(key)}`: one caller's counter of one limit
 * (docs/decisions/268-one-rate-limiter.md). A fixed window keeps its start (ms since epoch, UTC)
 * and count; a sliding one the allowed call times (ms). `expires_at` is the TTL field.
 */
export const rateLimitSchema = z.object({
  bucket: z.string(),
  window_start: z.number().optional(),
  count: z.number().int().nonnegative().optional(),
  times: z.array(z.number()).optional(),
  expires_at: dateField,
});
export type RateLimitRecord = z.infer<typeof rateLimitSchema>;

/**
 * `test_clock/now` (Functions emulator only): how far the payouts' clock runs ahead of the real
 * time, in ms (docs/decisions/096-payout-test-clock.md). Ignored in production.
 */
export const testClockSchema = z.object({ offset_ms: z.number() });
export type TestClock = z.infer<typeof testClockSchema>;

/**
 * `view_dedupe/{day}_{kind}_{id}_{visitor}`: a view or click already counted on that IST day
 * (YYYY-MM-DD) for that visitor hash (docs/decisions/100-server-counted-views.md); `expires_at`
 * (the end of the next IST day) is the TTL field.
 */
export const viewDedupeSchema = z.object({
  day: z.string(),
  kind: z.enum(VIEW_KINDS),
  target_id: z.string(),
  trainer_id: z.string(),
  expires_at: dateField,
});
export type ViewDedupe = z.infer<typeof viewDedupeSchema>;

/** What every queued mail is for (not read by the Trigger Email extension; for support and tests). */
export const MAIL_KINDS = [
  'trainer-verification',
  'password-reset',
  'email-verification',
  'plan-reminder',
  'verification-decision',
  'contact-reply',
  'review-invitation',
  'new-message',
  'session-reminder',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * `mail/{id}`: one e-mail in the Trigger Email extension's format (`to`, `message` with subject,
 * html and text), plus what it is for and when it was queued. The extension adds its own
 * `delivery` state, which this schema does not read (docs/architecture.md#data-model-cloud-firestore).
 */
export const mailSchema = z.object({
  to: z.string(),
  message: z.object({ subject: z.string(), html: z.string(), text: z.string() }),
  kind: z.enum(MAIL_KINDS),
  created_at: dateField,
});
export type Mail = z.infer<typeof mailSchema>;

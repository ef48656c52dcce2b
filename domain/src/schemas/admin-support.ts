import { z } from 'zod';
import { dateField } from './common';

const uidSchema = z.string().min(1).max(128);
const reportIdSchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a document id');

/**
 * `user_search/{uid}`: the admin's user-search index, one per profile, written only by the
 * `onProfileWritten` trigger (ADR 177). `tokens` are the 2–20 character prefixes of every word of
 * the name and the e-mail, lower-cased (domain searchTokens, at most 200), so any word matches
 * whatever its case. Admins read it; nobody writes it from a client.
 */
export const userSearchDocSchema = z.object({
  tokens: z.array(z.string()).max(200),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  user_type: z.string(),
  updated_at: dateField,
});
export type UserSearchDoc = z.infer<typeof userSearchDocSchema>;

/** What support sees for an enrolment or an order (docs/admin.md): the state a learner would describe. */
export const SUPPORT_STATES = ['pending', 'active', 'completed', 'cancelled', 'refunded'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

/** One row of the user detail's enrolments or orders (adminUserActivity); money in paise, times ISO UTC. */
export const supportRowSchema = z.object({
  id: z.string(),
  /** The course title (or the course id when the course is gone), or "Professional plan (monthly)". */
  label: z.string(),
  state: z.enum(SUPPORT_STATES),
  amount: z.number().int(),
  /** Refunds that did not fail: created (on its way) or processed. */
  refunded_paise: z.number().int(),
  at: z.string().nullable(),
});
export type SupportRow = z.infer<typeof supportRowSchema>;

/** adminUserActivity { uid } → the user's enrolments and orders, newest first, at most 50 each. */
export const userActivityRequestSchema = z.strictObject({ uid: uidSchema });
export const userActivitySchema = z.object({
  enrollments: z.array(supportRowSchema),
  orders: z.array(supportRowSchema),
});
export type UserActivity = z.infer<typeof userActivitySchema>;

/**
 * `conversation_reports/{id}.status`: open → resolved | warned | blocked (ADR 178). Forward only:
 * warned may still become blocked; resolved and blocked are final.
 */
export const REPORT_STATUSES = ['open', 'resolved', 'warned', 'blocked'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_ACTIONS = ['resolve', 'warn', 'block'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** adminActOnReport { reportId, action } → { status, changed }: `changed` is false for a repeat. */
export const reportActionRequestSchema = z.strictObject({
  reportId: reportIdSchema,
  action: z.enum(REPORT_ACTIONS),
});
export type ReportActionRequest = z.infer<typeof reportActionRequestSchema>;
export const reportActionResponseSchema = z.object({ status: z.enum(REPORT_STATUSES), changed: z.boolean() });
export type ReportActionResponse = z.infer<typeof reportActionResponseSchema>;

/** The warning the reported user reads in their notifications (plain words, ADR 178). */
export const REPORT_WARNING = {
  title: 'A warning about your messages',
  message:
    'Another SkillSetu user reported a conversation with you, and our support team reviewed it. Please keep ' +
    'messages respectful and about the course. Another report may lead to your account being blocked.',
} as const;

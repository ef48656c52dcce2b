// Problems learners report about a class, and how admins resolve them (docs/sessions.md#report-a-problem,
// docs/admin.md#disputes, docs/decisions/202-dispute-outcomes.md, 203-dispute-due-dates.md).
import { z } from 'zod';
import { IST_OFFSET_MS } from '../ist';
import { splitIntoParts } from './payout-parts';

/** What a learner can report about a class (the refund policy's words). */
export const DISPUTE_REASONS = {
  class_did_not_happen: 'The class did not happen',
  trainer_no_show: 'Trainer no-show',
  technical_problem: 'Technical problem',
  quality_problem: 'Quality problem',
} as const;
export type DisputeReason = keyof typeof DISPUTE_REASONS;
export const disputeReasonSchema = z.enum(Object.keys(DISPUTE_REASONS) as [DisputeReason, ...DisputeReason[]]);

/**
 * How an admin resolves a dispute, and the percent of the class's share refunded to the learner:
 * 100 % (trainer no-show, technical problem, trainer cancelled), 50 % (quality, mutual agreement),
 * 0 % (learner no-show, class completed). The trainer keeps the rest of the class's part.
 */
export const DISPUTE_OUTCOMES = {
  trainer_no_show: { label: 'Trainer no-show', refundPercent: 100 },
  technical_problem: { label: 'Technical problem', refundPercent: 100 },
  trainer_cancelled: { label: 'Trainer cancelled', refundPercent: 100 },
  quality_problem: { label: 'Quality problem', refundPercent: 50 },
  mutual_agreement: { label: 'Mutual agreement', refundPercent: 50 },
  learner_no_show: { label: 'Learner no-show', refundPercent: 0 },
  completed: { label: 'Class completed', refundPercent: 0 },
} as const;
export type DisputeOutcome = keyof typeof DISPUTE_OUTCOMES;
export const disputeOutcomeSchema = z.enum(Object.keys(DISPUTE_OUTCOMES) as [DisputeOutcome, ...DisputeOutcome[]]);

/**
 * The learner's refund for a resolved dispute (paise): the class's share of what they paid
 * (splitIntoParts of `paidPaise` over `sessionsTotal`, class `n` 1-based) times the outcome's
 * percent, rounded down, never more than `refundablePaise` (what the payment still holds).
 */
export function disputeRefundPaise(
  paidPaise: number,
  sessionsTotal: number,
  n: number,
  outcome: DisputeOutcome,
  refundablePaise: number,
): number {
  const share = splitIntoParts(paidPaise, sessionsTotal)[n - 1] ?? 0;
  const pct = DISPUTE_OUTCOMES[outcome].refundPercent;
  return Math.max(0, Math.min(Math.floor((share * pct) / 100), refundablePaise));
}

/**
 * The classes a learner may report now: begun, and ended at most 72 h ago (cancelled ones too: "the
 * class did not happen"), newest first. Instants are UTC Dates.
 */
export function reportableClasses<T extends { starts_at: Date; ends_at: Date }>(
  sessions: readonly T[],
  now: Date,
): T[] {
  const windowMs = 72 * 3_600_000;
  return sessions
    .filter((s) => s.starts_at.getTime() <= now.getTime() && now.getTime() <= s.ends_at.getTime() + windowMs)
    .sort((a, b) => b.starts_at.getTime() - a.starts_at.getTime());
}

/** The target for resolving a dispute: 5 business days; overdue after 7 (IST, Saturday and Sunday off). */
export const DISPUTE_TARGET_BUSINESS_DAYS = 5;
export const DISPUTE_LIMIT_BUSINESS_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The instant `days` business days after `from`: the end (IST midnight) of the `days`-th Monday–Friday
 * IST day after the day of `from`. Returns a UTC Date. `days` ≥ 0; 0 gives the end of `from`'s IST day.
 */
export function addIstBusinessDays(from: Date, days: number): Date {
  const ist = new Date(from.getTime() + IST_OFFSET_MS);
  let day = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate());
  let left = days;
  while (left > 0) {
    day += DAY_MS;
    const wd = new Date(day).getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return new Date(day + DAY_MS - IST_OFFSET_MS);
}

/** A dispute's dates: due by (5 business days) and overdue after (7 business days), UTC. */
export function disputeDueDates(reportedAt: Date): { dueBy: Date; overdueAfter: Date } {
  return {
    dueBy: addIstBusinessDays(reportedAt, DISPUTE_TARGET_BUSINESS_DAYS),
    overdueAfter: addIstBusinessDays(reportedAt, DISPUTE_LIMIT_BUSINESS_DAYS),
  };
}

/** reportClassProblem: a learner reports a problem with class `n` of their batch. */
export const reportClassProblemSchema = z
  .object({
    batchId: z.string().min(1).max(128),
    n: z.number().int().min(1).max(50),
    reason: disputeReasonSchema,
    note: z.string().trim().min(10, 'Tell us what happened in a few words (at least 10 characters).').max(1000),
  })
  .strict();
export type ReportClassProblemRequest = z.input<typeof reportClassProblemSchema>;

/** resolveDispute (admins): the outcome by the refund policy, and a note both sides read. */
export const resolveDisputeSchema = z
  .object({
    disputeId: z.string().min(1).max(300),
    outcome: disputeOutcomeSchema,
    note: z.string().trim().max(1000).default(''),
  })
  .strict();
export type ResolveDisputeRequest = z.input<typeof resolveDisputeSchema>;
export interface ResolveDisputeResponse {
  refundPaise: number;
}

/** Plain-word errors of the dispute callables. */
export const DISPUTE_MESSAGES = {
  notYourClass: 'You can only report a class of a batch you are enrolled in.',
  classNotFound: 'We could not find that class.',
  notYet: 'You can report a problem once the class has started.',
  tooLate: 'Problems can be reported within 72 hours after the class. This class is too far back.',
  alreadyReported: 'You already reported a problem with this class. Our team will get back to you.',
  notFound: 'We could not find that dispute.',
  alreadyResolved: 'This dispute was already resolved.',
} as const;

/** disputes/{enrollmentId}_{n} (server-written; the learner, the trainer and admins read). */
export const DISPUTE_STATUSES = ['open', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

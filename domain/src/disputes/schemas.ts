// Documents of payouts per class and disputes as screens read them (docs/payouts.md#paid-per-class,
// docs/sessions.md#report-a-problem). Server-written; dates arrive as Dates through the converters.
import { z } from 'zod';
import { dateField } from '../schemas/common';
import { formatPaise } from '../format';
import { formatIstDate } from '../ist';
import { DISPUTE_OUTCOMES, disputeOutcomeSchema, disputeReasonSchema, DISPUTE_STATUSES } from './disputes';
import { PAYOUT_PART_STATUSES } from './payout-parts';

/** `payout_parts/{orderId}_{n}`: class n of `of` of a sale paid per class; amounts in paise. */
export const payoutPartSchema = z.object({
  order_id: z.string().min(1),
  trainer_id: z.string().min(1),
  batch_id: z.string(),
  n: z.number().int().min(1),
  of: z.number().int().min(1),
  /** The class's share of the sale's net at the sale (splitIntoParts). */
  planned_paise: z.number().int().nonnegative(),
  /** 100, or the trainer's percent after a resolved dispute (50 or 0). */
  kept_percent: z.number().int().min(0).max(100),
  status: z.enum(PAYOUT_PART_STATUSES),
  release_at: dateField.nullable().default(null),
  /** What the release sent (paise); null until released. */
  send_paise: z.number().int().nonnegative().nullable().default(null),
  released_at: dateField.nullable().default(null),
  /** The sale's enrolment and learner (null when the enrolment had none). */
  enrollment_id: z.string().optional(),
  learner_id: z.string().nullable().optional(),
  /** The learner's report on the class (disputes/{id}) and the refund of its resolution, if any. */
  dispute_id: z.string().nullable().optional(),
  refund_id: z.string().nullable().optional(),
  /** Released with paise to send: the Razorpay transfer is still to be made (part-transfers). */
  send_pending: z.boolean().optional(),
  razorpay_transfer_id: z.string().nullable().optional(),
  created_at: dateField.optional(),
});
export type PayoutPart = z.infer<typeof payoutPartSchema>;

/** One message of a dispute's conversation (the learner's note, the admin's resolution). */
export const disputeMessageSchema = z.object({
  from: z.enum(['learner', 'trainer', 'admin']),
  text: z.string(),
  at: dateField,
});

/** `disputes/{enrollmentId}_{n}`: a learner's report on class n; refund in paise; dates UTC. */
export const disputeSchema = z.object({
  learner_id: z.string().min(1),
  trainer_id: z.string().min(1),
  course_id: z.string(),
  course_title: z.string().nullable().default(null),
  batch_id: z.string().min(1),
  enrollment_id: z.string(),
  order_id: z.string(),
  n: z.number().int().min(1),
  /** When the class began (UTC). */
  session_starts_at: dateField.nullable().default(null),
  reason: disputeReasonSchema,
  note: z.string(),
  messages: z.array(disputeMessageSchema).default([]),
  status: z.enum(DISPUTE_STATUSES),
  due_by: dateField,
  overdue_after: dateField,
  outcome: disputeOutcomeSchema.nullable().default(null),
  refund_paise: z.number().int().nonnegative().nullable().default(null),
  resolution_note: z.string().nullable().default(null),
  resolved_at: dateField.nullable().default(null),
  created_at: dateField,
});
export type Dispute = z.infer<typeof disputeSchema>;

/** The IST day an end-of-day instant closes ('3 Dec 2026' for 4 Dec 00:00 IST). */
const dayEnding = (end: Date) => formatIstDate(new Date(end.getTime() - 1));

/** What a dispute's parties read of its state: 'Reported · resolution due by 3 Dec 2026', then the outcome and refund. */
export function disputeStateText(d: Pick<Dispute, 'status' | 'due_by' | 'outcome' | 'refund_paise'>): string {
  if (d.status === 'open') return `Reported · resolution due by ${dayEnding(d.due_by)}`;
  const label = d.outcome ? DISPUTE_OUTCOMES[d.outcome].label : 'Resolved';
  return d.refund_paise
    ? `Resolved: ${label} · ${formatPaise(d.refund_paise)} refunded`
    : `Resolved: ${label} · no refund`;
}

/** An open dispute's place in the admin queue at `now`: 'Overdue' after overdue_after, else 'Due by …'. */
export function disputeDueText(d: Pick<Dispute, 'due_by' | 'overdue_after'>, now: Date): string {
  if (now.getTime() > d.overdue_after.getTime()) return `Overdue (was due by ${dayEnding(d.due_by)})`;
  return `Due by ${dayEnding(d.due_by)}`;
}

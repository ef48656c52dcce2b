import { z } from 'zod';
import { dateField } from './common';

/**
 * `enrollments/{courseId}_{uid}`: written only by the server after a verified payment.
 * amount is in paise (what Razorpay captured); trainer_id is the course's trainer (for the
 * trainer's dashboard and the card's student count). status: 'active' from fulfilment, forward-only to
 * 'cancelled'; 'refunded' is read as stored (the rules and countsAsStudent count it nowhere,
 * docs/decisions/140-refunded-reviews-hidden.md), never read as 'active'. The split fields (paise)
 * divide amount into the trainer's net, the platform commission and GST on it, fixed at the sale
 * (domain earnings.ts, docs/architecture.md#decision-13); older documents lack them and read as active.
 */
export const enrollmentSchema = z.object({
  course_id: z.string().min(1),
  learner_id: z.string().min(1),
  trainer_id: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.literal('INR'),
  status: z.enum(['active', 'cancelled', 'refunded']).default('active'),
  commission_percent: z.number().min(0).max(100).optional(),
  commission_paise: z.number().int().nonnegative().optional(),
  gst_paise: z.number().int().nonnegative().optional(),
  net_paise: z.number().int().nonnegative().optional(),
  /** Enrolment into a batch (ADR 080): the batch and its start; absent or null for a course without batches. */
  batch_id: z.string().nullable().optional(),
  batch_starts_at: dateField.nullable().optional(),
  /** Server-only: the trainer moved the batch after this purchase (ADR 131): 100 % refund until it starts. */
  batch_moved_at: dateField.nullable().optional(),
  /** A cancellation (ADR 081, 082): when, by whom, the refund and how much of the amount went back (paise). */
  cancelled_at: dateField.nullable().optional(),
  cancelled_by: z.enum(['learner', 'trainer']).nullable().optional(),
  refund_id: z.string().nullable().optional(),
  refunded_paise: z.number().int().nonnegative().optional(),
  /** The cancellation's refund as a percent of the amount (the policy tier's). */
  refund_percent: z.number().min(0).max(100).optional(),
  /** Classes refunded one by one before (a dispute, a cancelled class; ADR 202), paise: never refunded twice. */
  class_refunded_paise: z.number().int().nonnegative().optional(),
  created_at: dateField,
  /** Attendance (markAttendance, ADR 188), server-only: classes held since the purchase, attended, lesson indices covered. */
  sessions_held: z.number().int().nonnegative().optional(),
  sessions_attended: z.number().int().nonnegative().optional(),
  lessons_covered: z.array(z.number().int().nonnegative()).optional(),
  /** Completion (ADR 205), server-only, set once when the batch's last class is held: the threshold applied. */
  completion_threshold: z.number().int().optional(),
  /** When the learner completed (forward only; absent = not completed) and their certificate's id (ADR 206). */
  completed_at: dateField.nullable().optional(),
  certificate_id: z.string().nullable().optional(),
  /** The review invitation was sent (after the first attended class, ADR 208). */
  review_invited_at: dateField.nullable().optional(),
  /** Server-only: the start each class had when this learner bought it, by class n, set on its first move (ADR 185). */
  bought_session_starts: z.record(z.string(), dateField).optional(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

/** Document id of an enrollment: one per course and learner. */
export function enrollmentId(courseId: string, uid: string): string {
  return `${courseId}_${uid}`;
}

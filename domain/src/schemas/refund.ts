import { z } from 'zod';
import { dateField } from './common';
import { refundReasonSchema, refundStatusSchema } from './payments';

/**
 * `refunds/{refundId}` (server-only; docs/payments.md): one refund of one payment, `amount` in
 * paise and `percent` of the order it gives back. Status forward-only: created → processed or
 * failed; `razorpay_refund_id` once Razorpay has it.
 */
export const refundSchema = z.object({
  id: z.string(),
  order_id: z.string().min(1),
  /** The enrolment refunded (`{courseId}_{uid}`); null for a plan's refund. */
  enrollment_id: z.string().nullable().default(null),
  payment_id: z.string().min(1),
  uid: z.string(),
  amount: z.number().int().nonnegative(),
  percent: z.number().min(0).max(100),
  reason: refundReasonSchema,
  razorpay_refund_id: z.string().nullable().default(null),
  status: refundStatusSchema,
  created_at: dateField,
  /** When the status or Razorpay's id last changed (absent until then). */
  updated_at: dateField.optional(),
  /** A failed refund: why, in Razorpay's words (at most 300 characters). */
  error: z.string().optional(),
  /** A cancellation's refund (docs/payments.md#batches-cancellations-and-refunds): the course, its trainer and batch, the policy tier. */
  trainer_id: z.string().optional(),
  course_id: z.string().optional(),
  batch_id: z.string().nullable().optional(),
  tier: z.enum(['full', 'half', 'none', 'trainer']).optional(),
});
export type Refund = z.infer<typeof refundSchema>;

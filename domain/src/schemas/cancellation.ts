import { z } from 'zod';
import { batchSchema } from './batch';

const docId = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a document id');

/** quoteCancellation / cancelEnrollment request: the enrolment's course (the caller is the learner). */
export const cancelEnrollmentRequestSchema = z.strictObject({ courseId: docId });
export type CancelEnrollmentRequest = z.infer<typeof cancelEnrollmentRequestSchema>;

/**
 * quoteCancellation / cancelEnrollment response: the refund by the policy tier (paise), the policy's
 * reason, the start used (ISO instant, UTC) and, after a cancel, the refund's id and status.
 */
export const cancellationQuoteSchema = z.object({
  tier: z.enum(['full', 'half', 'none', 'trainer']),
  percent: z.union([z.literal(0), z.literal(50), z.literal(100)]),
  amountPaise: z.number().int().nonnegative(),
  paidPaise: z.number().int().nonnegative(),
  reason: z.string(),
  startsAt: z.string(),
  hasBatch: z.boolean(),
  cancelled: z.boolean().optional(),
  refundId: z.string().nullable().optional(),
  refundStatus: z.enum(['created', 'processed', 'failed']).nullable().optional(),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** cancelBatch request: the trainer's batch to cancel (every active enrolment is refunded 100 %). */
export const cancelBatchRequestSchema = z.strictObject({
  batchId: batchSchema.shape.id.max(128).regex(/^[A-Za-z0-9_-]+$/),
});
export type CancelBatchRequest = z.infer<typeof cancelBatchRequestSchema>;

/** cancelBatch response: enrolments cancelled by this call and in total, and refunds that failed. */
export const cancelBatchResponseSchema = z.object({
  cancelled: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type CancelBatchResponse = z.infer<typeof cancelBatchResponseSchema>;

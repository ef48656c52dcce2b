import { z } from 'zod';
import { dateField } from './common';

/**
 * `enrollments/{courseId}_{uid}`: written only by the server after a verified payment.
 * amount is in paise (what Razorpay captured); trainer_id is the course's trainer (for the
 * trainer's dashboard and the card's student count).
 */
export const enrollmentSchema = z.object({
  course_id: z.string().min(1),
  learner_id: z.string().min(1),
  trainer_id: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.literal('INR'),
  created_at: dateField,
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

/** Document id of an enrollment: one per course and learner. */
export function enrollmentId(courseId: string, uid: string): string {
  return `${courseId}_${uid}`;
}

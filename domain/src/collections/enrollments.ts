import { enrollmentSchema, type Enrollment } from '../schemas/enrollment';
import { defineCollection } from './collection';

/**
 * `enrollments/{courseId}_{uid}` (server-only; paise; docs/payments.md). Valid only with its order,
 * trainer and amount: the payout and refund cores never act on a half-written enrolment.
 */
export const enrollments = defineCollection<Enrollment>({
  pattern: 'enrollments/{enrollmentId}',
  schema: enrollmentSchema,
  required: ['order_id', 'trainer_id', 'amount'],
  example: () => ({
    course_id: 'course_1',
    learner_id: 'learner_1',
    trainer_id: 'trainer_1',
    order_id: 'order_1',
    amount: 49_900,
    currency: 'INR',
    status: 'active',
    created_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});

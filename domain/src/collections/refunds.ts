import { refundSchema, type Refund } from '../schemas/refund';
import { defineCollection } from './collection';

/** `refunds/{refundId}` (server-only): one refund of a payment, in paise (docs/payments.md). */
export const refunds = defineCollection<Refund>({
  pattern: 'refunds/{refundId}',
  schema: refundSchema,
  idField: 'id',
  storesId: true,
  required: ['order_id', 'payment_id', 'amount', 'status'],
  example: () => ({
    id: 'refund_1',
    order_id: 'order_1',
    enrollment_id: 'course_1_learner_1',
    payment_id: 'pay_1',
    uid: 'learner_1',
    amount: 49_900,
    percent: 100,
    reason: 'learner_cancelled',
    razorpay_refund_id: null,
    status: 'created',
    created_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});

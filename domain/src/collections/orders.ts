import { orderSchema, type Order } from '../schemas/order';
import { defineCollection } from './collection';

/**
 * `orders/{orderId}` (server-only; paise; docs/payments.md). A reading is valid only with a purpose,
 * a status, a uid and an amount: a half-written order is never trusted.
 */
export const orders = defineCollection<Order>({
  pattern: 'orders/{orderId}',
  schema: orderSchema,
  idField: 'id',
  storesId: true,
  required: ['uid', 'amount', 'purpose', 'status'],
  example: () => ({
    id: 'order_1',
    uid: 'learner_1',
    purpose: 'enrollment',
    status: 'created',
    amount: 49_900,
    currency: 'INR',
    plan: null,
    billing: null,
    course_id: 'course_1',
    course_title: 'Spoken English',
    trainer_id: 'trainer_1',
    commission_percent: 15,
    pending_key: 'enrollment:course_1',
    batch_id: null,
    payment_id: null,
    batch_starts_at: null,
    expires_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});

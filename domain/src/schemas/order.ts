import { z } from 'zod';
import { PLAN_IDS } from '../plans';
import { dateField } from './common';
import { billingCycleSchema, orderStatusSchema } from './payments';

/** A text id or null: '' reads as null. */
const idOrNull = z.string().min(1).nullable();

/**
 * `orders/{orderId}` as the payment functions store it (server-only; amounts in paise, computed on
 * the server: docs/payments.md). One order per purchase attempt; status forward-only created → paid.
 */
export const orderSchema = z.object({
  id: z.string(),
  uid: z.string(),
  purpose: z.enum(['subscription', 'enrollment']),
  status: orderStatusSchema,
  /** Paise, computed on the server from the catalogue or the course document. */
  amount: z.number(),
  currency: z.literal('INR').default('INR'),
  plan: z.enum(PLAN_IDS).nullable(),
  billing: billingCycleSchema.nullable(),
  course_id: idOrNull,
  course_title: idOrNull,
  trainer_id: idOrNull,
  /** Enrolments: the platform commission in percent, fixed at order creation by the trainer's plan (domain earnings.ts). */
  commission_percent: z.number().nullable(),
  pending_key: z.string(),
  /** Enrolments into a batch: batches/{id} whose seat the payment buys (ADR 080); null otherwise. */
  batch_id: idOrNull,
  /** Razorpay payment id of the payment that paid it ('free' on the free-plan path); null while open. */
  payment_id: idOrNull,
  /** Orders into a batch: the batch's starts_at when the order was made (docs/decisions/145-orders-expire.md). */
  batch_starts_at: dateField.nullable(),
  /** When the payment was captured (set with status 'paid'); absent while open. */
  paid_at: dateField.optional(),
  /** When the order stops taking payments (docs/decisions/145-orders-expire.md); null on older orders. */
  expires_at: dateField.nullable(),
  /** The receipt Razorpay's order carries (`rcpt_{claimId}`); absent on free-plan orders. */
  receipt: z.string().optional(),
  /** When the order was written (server time). */
  created_at: dateField.optional(),
  /** An open order whose payment was refunded (fulfilOrder): the refund's reason, for the admin ledger. */
  flag: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;

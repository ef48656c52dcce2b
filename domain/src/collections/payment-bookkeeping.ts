import {
  leaseSchema,
  pendingPurchaseSchema,
  webhookEventSchema,
  type Lease,
  type PendingPurchase,
  type WebhookEvent,
} from '../schemas/payment-bookkeeping';
import { defineCollection } from './collection';

/** `transfer_leases/{id}` (server-only): one payout's Razorpay calls take turns (docs/payouts.md). */
export const transferLeases = defineCollection<Lease>({
  pattern: 'transfer_leases/{id}',
  schema: leaseSchema,
  required: ['expires_at'],
  example: () => ({ expires_at: new Date('2026-11-01T04:31:00.000Z') }),
});

/**
 * `order_leases/{orderId | free_{uid} | plan_cancel_{uid}}` (server-only): one order's fulfilment,
 * one caller's free plan or plan cancellation take turns (functions/src/payments/lease.ts,
 * docs/payments.md); the same lease shape as transfer leases.
 */
export const orderLeases = defineCollection<Lease>({
  pattern: 'order_leases/{id}',
  schema: leaseSchema,
  required: ['expires_at'],
  example: () => ({ expires_at: new Date('2026-11-01T04:31:00.000Z') }),
});

/** `pending_purchases/{pendingKey}` (server-only): the open order of one purchase (docs/payments.md). */
export const pendingPurchases = defineCollection<PendingPurchase>({
  pattern: 'pending_purchases/{key}',
  schema: pendingPurchaseSchema,
  example: () => ({ uid: 'learner_1', order_id: 'order_1', updated_at: new Date('2026-11-01T04:30:00.000Z') }),
});

/** `webhook_events/{eventId}` (server-only): a Razorpay event already applied (docs/payments.md). */
export const webhookEvents = defineCollection<WebhookEvent>({
  pattern: 'webhook_events/{eventId}',
  schema: webhookEventSchema,
  required: ['result'],
  example: () => ({
    type: 'payment.captured',
    result: 'fulfilled',
    order_id: 'order_1',
    payment_id: 'pay_1',
    received_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});

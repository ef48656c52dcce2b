// Server-only bookkeeping of payments and payouts (docs/payments.md): leases, pending purchases
// and processed webhook events. Nobody reads them but the functions; dates are UTC Dates.
import { z } from 'zod';
import { dateField } from './common';

/**
 * `transfer_leases/{orderId | partId}` and `order_leases/{id}` (functions/src/payments/lease.ts):
 * the Razorpay calls of one payout, or one order's fulfilment, take turns; the lease lapses at
 * `expires_at` (UTC).
 */
export const leaseSchema = z.object({ expires_at: dateField });
export type Lease = z.infer<typeof leaseSchema>;

/**
 * `pending_purchases/{pendingKey}` (`{purpose}:{course or plan}` per buyer): the open order of one
 * purchase, so a second click reuses it; `claim_id` while the Razorpay order is being made.
 */
export const pendingPurchaseSchema = z.object({
  uid: z.string().optional(),
  order_id: z.string().nullable(),
  claim_id: z.string().optional(),
  claimed_at: dateField.optional(),
  updated_at: dateField.optional(),
});
export type PendingPurchase = z.infer<typeof pendingPurchaseSchema>;

/**
 * `webhook_events/{eventId}` (Razorpay's x-razorpay-event-id): an event already applied, written
 * in the transaction that applied it, so a replay changes nothing. Payments name the order and
 * payment; autopay events the subscription.
 */
export const webhookEventSchema = z.object({
  type: z.string().nullable(),
  result: z.string(),
  order_id: z.string().optional(),
  payment_id: z.string().optional(),
  subscription_id: z.string().optional(),
  received_at: dateField.optional(),
  created_at: dateField.optional(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

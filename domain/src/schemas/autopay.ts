import { z } from 'zod';
import { BILLING_CYCLES } from '../plans';
import { dateField } from './common';

/** createAutopay input: Professional billed monthly or annually as a Razorpay Subscription (docs/decisions/162-autopay-subscriptions.md). */
export const autopayCreateSchema = z.object({ billing: z.enum(BILLING_CYCLES) }).strict();
export type AutopayCreateRequest = z.infer<typeof autopayCreateSchema>;

/** createAutopay answer: the subscription to open Checkout with, the public key id, the amount per period in paise. */
export interface AutopayCreateResponse {
  subscription_id: string;
  key_id: string;
  amount: number;
}

const RZP_ID = /^[A-Za-z0-9_]{1,64}$/;

/** verifyAutopay input: Checkout's handler result for a subscription (signature over `payment_id|subscription_id`). */
export const autopayVerifySchema = z
  .object({
    razorpay_payment_id: z.string().regex(RZP_ID),
    razorpay_subscription_id: z.string().regex(RZP_ID),
    razorpay_signature: z.string().regex(/^[a-f0-9]{64}$/),
  })
  .strict();
export type AutopayVerifyRequest = z.infer<typeof autopayVerifySchema>;

/** The words of autopay: errors a trainer can act on and the notifications of its webhooks. */
export const AUTOPAY_MESSAGES = {
  alreadyOn: 'Autopay is already on for your plan. Cancel autopay first to change how you pay.',
  notTrainer: 'Autopay is for trainer plans. Create a trainer account first.',
  badSignature: 'We could not confirm this autopay payment. Please try again or contact support.',
  notYours: 'This autopay subscription is not yours.',
  noneToCancel: 'You have no autopay to cancel.',
  renewedTitle: 'Payment Successful!',
  renewed: (end: string, receipt: string) =>
    `Your Professional plan renewed by autopay and now runs until ${end}. Receipt ${receipt}.`,
  pendingTitle: 'Autopay payment failed',
  pending:
    'We could not charge your autopay for the Professional plan. Razorpay will try again; check your UPI mandate, bank account or card, or renew from your plan page.',
  haltedTitle: 'Autopay stopped',
  halted: (end: string) =>
    `Autopay for your Professional plan stopped after failed payments. Your plan runs until ${end}; renew it from your plan page to keep publishing.`,
  cancelledTitle: 'Autopay cancelled',
  cancelled: (end: string) => `Autopay is off. Your plan runs until ${end} and will not renew.`,
} as const;

/**
 * A Razorpay Subscription's statuses as `plan_subscriptions/{id}.status` records them, in the order
 * a subscription moves through them (functions/src/plans/autopay-events.ts; cancelled and completed
 * are terminal).
 */
export const PLAN_SUBSCRIPTION_STATUSES = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
] as const;
export type PlanSubscriptionStatus = (typeof PLAN_SUBSCRIPTION_STATUSES)[number];

/**
 * `plan_subscriptions/{razorpay subscription id}` (server-only): one trainer's autopay for
 * Professional (docs/decisions/162-autopay-subscriptions.md). Written whole by createAutopay
 * (status 'created'); the webhooks and verifyAutopay move `status` forward, count the charges paid
 * (`paid_count`) and cancelAutopay sets `cancel_at_cycle_end`. `amount` is the price per period in
 * paise, as at creation; dates are UTC Dates (server time).
 */
export const planSubscriptionSchema = z.object({
  uid: z.string().min(1),
  plan: z.literal('professional'),
  billing: z.enum(BILLING_CYCLES),
  amount: z.number().int().positive(),
  status: z.enum(PLAN_SUBSCRIPTION_STATUSES),
  cancel_at_cycle_end: z.boolean(),
  paid_count: z.number().int().nonnegative(),
  created_at: dateField,
  updated_at: dateField,
});
export type PlanSubscription = z.infer<typeof planSubscriptionSchema>;

/**
 * `autopay_plans/professional_{billing}` (server-only): the Razorpay plan createAutopay reuses for
 * Professional billed monthly or annually while the catalogue price (`amount`, paise per period) is
 * unchanged (docs/decisions/162-autopay-subscriptions.md). `updated_at` is server time (UTC).
 */
export const autopayPlanSchema = z.object({
  razorpay_plan_id: z.string().min(1),
  amount: z.number().int().positive(),
  updated_at: dateField,
});
export type AutopayPlan = z.infer<typeof autopayPlanSchema>;

import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { BILLING_CYCLES, PLAN_IDS } from '../plans';

/** Razorpay ids: a prefix, '_' and 14+ alphanumerics (e.g. order_Nt3fK9…, pay_Nt3g…). */
const razorpayId = (prefix: string) =>
  z
    .string()
    .max(64)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`), `must be a Razorpay ${prefix} id`);

export const planIdSchema = z.enum(PLAN_IDS);
export const billingCycleSchema = z.enum(BILLING_CYCLES);

/** Subscription purchase: the server prices it from the plan catalogue (no amount from the client). */
export const subscriptionPurchaseSchema = z.object({
  purpose: z.literal('subscription'),
  plan: planIdSchema,
  billing: billingCycleSchema,
});

/** Course enrolment purchase: the server prices it from courses/{courseId}. */
export const enrollmentPurchaseSchema = z.object({
  purpose: z.literal('enrollment'),
  courseId: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a course id'),
  // --- batches: the batch to join when the course has scheduled batches (ADR 080) ---
  batchId: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a batch id')
    .nullish(),
  // --- end batches ---
});

/**
 * createRazorpayOrder request (docs/architecture.md#cloud-functions). Unknown keys are stripped: an `amount`
 * (or currency, receipt…) sent by an old or hostile client is ignored, so a client never names a price.
 */
export const createOrderRequestSchema = z.discriminatedUnion('purpose', [
  subscriptionPurchaseSchema,
  enrollmentPurchaseSchema,
]);
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;
export type SubscriptionPurchase = z.infer<typeof subscriptionPurchaseSchema>;
export type PurchasePurpose = CreateOrderRequest['purpose'];

/**
 * createRazorpayOrder response: Razorpay's order id, amount in paise, currency, the public key id, and
 * `timeout_seconds`: the whole seconds the order still takes payments, passed to Checkout as its
 * `timeout` option (docs/decisions/145-orders-expire.md).
 */
export const createOrderResponseSchema = z.object({
  id: razorpayId('order'),
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
  key_id: z.string().optional(),
  timeout_seconds: z.number().int().nonnegative().optional(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/**
 * verifyRazorpayPayment request: the three fields Razorpay Checkout hands the page (docs/product.md#payments-and-refunds).
 * `purpose`, when sent, must equal the stored order's purpose.
 */
export const verifyPaymentRequestSchema = z.strictObject({
  razorpay_order_id: razorpayId('order'),
  razorpay_payment_id: razorpayId('pay'),
  razorpay_signature: z.string().regex(/^[a-f0-9]{64}$/, 'must be a hex HMAC-SHA256 signature'),
  purpose: z.enum(['subscription', 'enrollment']).optional(),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/**
 * verifyRazorpayPayment response (docs/product.md#payments-and-refunds: a verified flag is required). `refunded: true` when this
 * payment paid for something already paid and is being refunded in full (ADR 012).
 */
export const verifyPaymentResponseSchema = z.object({
  verified: z.boolean(),
  refunded: z.literal(true).optional(),
  // --- batches: the batch had no seat left (or closed) when the payment arrived (ADR 080) ---
  reason: z.enum(['batch_full', 'course_unavailable']).optional(),
  // --- end batches ---
  // --- plans: the order expired or the course's price changed before payment (docs/decisions/145-orders-expire.md) ---
  stale: z.enum(['order_expired', 'price_changed', 'batch_changed']).optional(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** getRazorpayKey request: no body (docs/product.md#payments-and-refunds). */
export const getKeyRequestSchema = z.union([z.null(), z.undefined(), z.strictObject({})]);

/** getRazorpayKey response: Razorpay's public key id (docs/product.md#payments-and-refunds). */
export const getKeyResponseSchema = z.object({ key_id: z.string().min(1) });
export type GetKeyResponse = z.infer<typeof getKeyResponseSchema>;

/** activateFreePlan request: a plan the server prices at 0 right now (Starter during the launch offer). */
export const activateFreePlanRequestSchema = subscriptionPurchaseSchema.omit({ purpose: true });
export type ActivateFreePlanRequest = z.infer<typeof activateFreePlanRequestSchema>;

/**
 * activateFreePlan response: `activated: true` once the plan is active; `changed` is false when it
 * already was (a repeated call writes nothing, ADR 010).
 */
export const activateFreePlanResponseSchema = z.object({ activated: z.literal(true), changed: z.boolean().optional() });
export type ActivateFreePlanResponse = z.infer<typeof activateFreePlanResponseSchema>;

/** Order status: created → paid only, never back (docs/architecture.md#data-model-cloud-firestore). */
export const orderStatusSchema = z.enum(['created', 'paid']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * The payment dialog's form (docs/product.md#payments-and-refunds): name, email and phone required; the password
 * too when the payment creates the account (`requirePassword`), at least MIN_PASSWORD_LENGTH long.
 * A submit that fails this does nothing (docs/product.md#payments-and-refunds).
 */
export const paymentDetailsSchema = (requirePassword: boolean) =>
  z.object({
    name: z.string().trim().min(1).max(120),
    email: z.email().max(254),
    phone: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .regex(/^[0-9+\-() ]+$/),
    password: requirePassword ? z.string().min(MIN_PASSWORD_LENGTH).max(128) : z.string().max(128).optional(),
  });
export type PaymentDetails = z.infer<ReturnType<typeof paymentDetailsSchema>>;

/** Messages the payment callables send for money decisions (plain words a user can act on). */
export const MONEY_MESSAGES = {
  alreadyEnrolled: 'You are already enrolled in this course.',
  invalidCoursePrice: "This course's price is not valid. Please contact the trainer.",
  freeCourse: 'This course is free: no payment is needed. Please contact the trainer to join.',
  paidPlanActive: (plan: string, until: string) =>
    `You already have the ${plan} plan until ${until}. A free plan cannot replace it.`,
  freePlanLimit: 'Too many plan changes. Please try again in an hour.',
  duplicateRefunded: {
    title: 'Already Paid',
    description: 'You had already paid for this. This payment is being refunded in full to your account.',
  },
} as const;

/**
 * A course's price (rupees, as stored on courses/{id}) → what an enrolment costs (ADR 012):
 * `{ kind: 'paid', paise }` for whole rupees ≥ ₹1, `{ kind: 'free' }` for 0, `{ kind: 'invalid' }`
 * for anything else (fractions such as ₹0.50 or ₹0.004, negatives, non-numbers, above ₹10,00,000).
 */
export function enrolmentPrice(
  price: unknown,
): { kind: 'paid'; paise: number } | { kind: 'free' } | { kind: 'invalid' } {
  if (price === 0) return { kind: 'free' };
  if (typeof price !== 'number' || !Number.isInteger(price) || price < 1 || price > 1_000_000)
    return { kind: 'invalid' };
  return { kind: 'paid', paise: price * 100 };
}

/** Why a payment was refunded automatically (ADR 012). */
export const refundReasonSchema = z.enum([
  'duplicate_payment',
  'amount_mismatch',
  // --- batches: a full or closed batch (ADR 080), cancellations by the policy tiers (ADR 081) ---
  'batch_full',
  'learner_cancelled',
  'trainer_cancelled',
  // a course no longer on sale when the payment arrived (ADR 132)
  'course_unavailable',
  // --- end batches ---
  // --- plans: a stale order's payment (docs/decisions/145-orders-expire.md) ---
  'order_expired',
  'price_changed',
  'batch_changed',
  // a class's share refunded by a resolved dispute (docs/decisions/202-dispute-outcomes.md)
  'class_dispute',
  // a plan's fee back within 30 days (PLAN_MONEY_BACK_REASON, docs/decisions/085-plan-money-back.md)
  'plan_money_back',
]);
export type RefundReason = z.infer<typeof refundReasonSchema>;

/** refunds/{id} status: created → processed | failed, forward only (docs/architecture.md#data-model-cloud-firestore). */
export const refundStatusSchema = z.enum(['created', 'processed', 'failed']);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

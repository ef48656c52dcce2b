import { autopayPlanSchema, planSubscriptionSchema, type AutopayPlan, type PlanSubscription } from '../schemas/autopay';
import { defineCollection } from './collection';

// Autopay's server-only records (firestore.rules: read, write if false; docs/decisions/162-autopay-subscriptions.md,
// docs/decisions/271-server-only-collection-modules.md): only the functions read and write them.

const AT = new Date('2026-11-01T04:30:00.000Z');

/**
 * `plan_subscriptions/{subscriptionId}` (server-only): one trainer's Razorpay Subscription for
 * Professional; `amount` in paise per period. Unusable without its owner, amount or status; a
 * billing it cannot read is monthly, as the webhooks always took it.
 */
export const planSubscriptions = defineCollection<PlanSubscription>({
  pattern: 'plan_subscriptions/{subscriptionId}',
  schema: planSubscriptionSchema,
  required: ['uid', 'amount', 'status'],
  fallbacks: { plan: 'professional', billing: 'monthly' },
  example: () => ({
    uid: 'trainer_1',
    plan: 'professional',
    billing: 'monthly',
    amount: 100_000,
    status: 'created',
    cancel_at_cycle_end: false,
    paid_count: 0,
    created_at: AT,
    updated_at: AT,
  }),
});

/** `autopay_plans/professional_{billing}` (server-only): the cached Razorpay plan of one price (paise). */
export const autopayPlans = defineCollection<AutopayPlan>({
  pattern: 'autopay_plans/{id}',
  schema: autopayPlanSchema,
  required: ['razorpay_plan_id', 'amount'],
  example: () => ({ razorpay_plan_id: 'plan_1', amount: 100_000, updated_at: AT }),
});

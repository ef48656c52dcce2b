import {
  AUTOPAY_MESSAGES,
  autopayCreateSchema,
  autopayPlans,
  planPricePaise,
  PLANS,
  planSubscriptions,
  profiles,
  type AutopayCreateResponse,
  type BillingCycle,
  type PlanSubscriptionStatus,
} from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { collectionPath, dataOf, typedDoc, typedRead } from '../lib/typed-docs';
import { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, razorpayClient } from '../payments/razorpay-config';

/** Subscription statuses during which autopay is on (a new one would charge twice). */
export const AUTOPAY_LIVE = [
  'authenticated',
  'active',
  'pending',
  'halted',
] as const satisfies readonly PlanSubscriptionStatus[];

/** Razorpay caps a subscription's count; ~10 years of periods (docs/decisions/162-autopay-subscriptions.md). */
const TOTAL_COUNT: Record<BillingCycle, number> = { monthly: 120, annual: 10 };

/**
 * The Razorpay plan for Professional billed `billing` at today's catalogue price (paise): reused from
 * autopay_plans/professional_{billing} while the price is unchanged, else created (POST /v1/plans).
 */
async function razorpayPlanId(billing: BillingCycle, amount: number): Promise<string> {
  const ref = typedDoc(db, autopayPlans, `professional_${billing}`);
  const stored = dataOf(await ref.get());
  if (stored?.amount === amount) return stored.razorpay_plan_id;
  const plan = await razorpayClient().plans.create({
    period: billing === 'annual' ? 'yearly' : 'monthly',
    interval: 1,
    item: { name: `${PLANS.professional.name} plan (${billing})`, amount, currency: 'INR' },
  });
  await ref.set({ razorpay_plan_id: plan.id, amount, updated_at: FieldValue.serverTimestamp() });
  return plan.id;
}

/**
 * createAutopay `{ billing }` → `{ subscription_id, key_id, amount }`: Professional as a Razorpay
 * Subscription that renews by UPI Autopay, e-mandate or card (docs/decisions/162-autopay-subscriptions.md). The amount (paise)
 * comes from the catalogue on the server. Records plan_subscriptions/{id} (status 'created'); the
 * plan itself moves only on a verified checkout or the subscription webhooks. Throws
 * unauthenticated, invalid-argument, permission-denied (not a trainer) and already-exists (autopay on).
 */
export const createAutopay = onCall({ secrets: [RAZORPAY_KEY_SECRET] }, (request) =>
  guarded('createAutopay', async (): Promise<AutopayCreateResponse> => {
    const uid = requireAuth(request);
    const { billing } = parseInput(autopayCreateSchema, request.data);
    const profile = dataOf(await typedDoc(db, profiles, uid).get());
    if (profile?.user_type !== 'trainer') throw new HttpsError('permission-denied', AUTOPAY_MESSAGES.notTrainer);
    const live = await db
      .collection(collectionPath(planSubscriptions))
      .where('uid', '==', uid)
      .where('status', 'in', [...AUTOPAY_LIVE])
      .get();
    // an unusable subscription still counts as live, as it did before it was read typed
    if (live.docs.some((d) => typedRead(planSubscriptions, d)?.cancel_at_cycle_end !== true))
      throw new HttpsError('already-exists', AUTOPAY_MESSAGES.alreadyOn);
    const amount = planPricePaise('professional', billing);
    const sub = await razorpayClient().subscriptions.create({
      plan_id: await razorpayPlanId(billing, amount),
      total_count: TOTAL_COUNT[billing],
      customer_notify: 1,
      notes: { uid, plan: 'professional', billing },
    });
    await typedDoc(db, planSubscriptions, sub.id).create({
      uid,
      plan: 'professional',
      billing,
      amount,
      status: 'created',
      cancel_at_cycle_end: false,
      paid_count: 0,
      created_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
    });
    return { subscription_id: sub.id, key_id: RAZORPAY_KEY_ID.value(), amount };
  }),
);

import { rupeesToPaise } from './format';

/**
 * The one plan catalogue (ARCHITECTURE Decision 6, spec §9) feeding every screen and the server.
 * Prices are rupees here (what the screen shows); the server converts to paise for Razorpay.
 */
export const PLAN_IDS = ['starter', 'professional'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/**
 * Last day (inclusive, end of day IST) of the Starter launch offer. Configuration: the server may
 * override it with the STARTER_FREE_UNTIL environment value (an ISO date); the spec's 15 September
 * is kept, moved to the current launch year.
 */
export const STARTER_FREE_UNTIL = '2027-09-15';

/** The Starter → Professional upgrade amount in rupees (spec §4, §9). */
export const UPGRADE_AMOUNT_RUPEES = 1000;

/** 30-day money-back guarantee for trainer subscriptions (spec §9). */
export const MONEY_BACK_DAYS = 30;

export interface Plan {
  id: PlanId;
  name: string;
  tagline: string;
  /** Rupees per month when billed monthly. */
  monthlyRupees: number;
  /** Rupees per year when billed annually. */
  annualRupees: number;
  /** Badge shown on the annual price, if any. */
  annualBadge: string | null;
  /** True when the plan is free during the launch offer. */
  launchOffer: boolean;
  features: readonly string[];
}

/** Starter: free during the launch offer, usually ₹1,000/month. Professional: ₹1,000/month or ₹9,600/year. */
export const PLANS: Record<PlanId, Plan> = {
  starter: {
    id: 'starter',
    name: 'Starter',
    tagline: 'Everything you need to start teaching',
    monthlyRupees: 1000,
    annualRupees: 12000,
    annualBadge: null,
    launchOffer: true,
    features: ['Public trainer profile', 'Publish up to 3 courses', 'Receive enrolments and payments', 'Email support'],
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    tagline: 'For trainers growing their teaching business',
    monthlyRupees: 1000,
    annualRupees: 9600,
    annualBadge: 'Save 20%',
    launchOffer: false,
    features: [
      'Everything in Starter',
      'Unlimited courses',
      'Verified badge review priority',
      'Analytics dashboard',
      'Priority support',
    ],
  },
};

/** End of the launch offer as a Date (end of that day, IST). Throws on an unparsable date. */
export function starterFreeUntil(iso: string = STARTER_FREE_UNTIL): Date {
  const d = new Date(`${iso}T23:59:59.999+05:30`);
  if (Number.isNaN(d.getTime())) throw new Error(`Invalid STARTER_FREE_UNTIL: ${iso}`);
  return d;
}

/** True while the Starter launch offer runs at `now`. */
export function isLaunchOfferActive(now: Date = new Date(), freeUntil: string = STARTER_FREE_UNTIL): boolean {
  return now.getTime() <= starterFreeUntil(freeUntil).getTime();
}

/**
 * What a plan costs now, in rupees, for the given billing (0 for Starter during the launch offer).
 * The server uses planPricePaise; screens use this.
 */
export function planPriceRupees(
  plan: PlanId,
  billing: BillingCycle,
  now: Date = new Date(),
  freeUntil: string = STARTER_FREE_UNTIL,
): number {
  const p = PLANS[plan];
  if (p.launchOffer && isLaunchOfferActive(now, freeUntil)) return 0;
  return billing === 'annual' ? p.annualRupees : p.monthlyRupees;
}

/** Plan price in integer paise (Razorpay's unit) — the only amount the server ever charges for a plan. */
export function planPricePaise(
  plan: PlanId,
  billing: BillingCycle,
  now: Date = new Date(),
  freeUntil: string = STARTER_FREE_UNTIL,
): number {
  return rupeesToPaise(planPriceRupees(plan, billing, now, freeUntil));
}

/** Rupees per month as shown on a card: annual billing shows the monthly equivalent (₹9,600 → ₹800). */
export function planMonthlyDisplayRupees(
  plan: PlanId,
  billing: BillingCycle,
  now: Date = new Date(),
  freeUntil: string = STARTER_FREE_UNTIL,
): number {
  const price = planPriceRupees(plan, billing, now, freeUntil);
  return billing === 'annual' ? Math.round(price / 12) : price;
}

/** Subscription end date: one calendar month (monthly) or twelve (annual) after start. */
export function subscriptionEndDate(start: Date, billing: BillingCycle): Date {
  const end = new Date(start.getTime());
  end.setUTCMonth(end.getUTCMonth() + (billing === 'annual' ? 12 : 1));
  return end;
}

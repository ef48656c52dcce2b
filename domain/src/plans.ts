import { rupeesToPaise } from './format';
import { COURSE_CAP } from './plan-limits';

/**
 * The one plan catalogue (docs/architecture.md#decision-6, docs/product.md#plans) feeding every screen and the server.
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

/** The Starter → Professional upgrade amount in rupees (docs/product.md#plans). */
export const UPGRADE_AMOUNT_RUPEES = 1000;

/** 30-day money-back guarantee for trainer subscriptions (docs/product.md#plans). */
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
      `Publish up to ${COURSE_CAP} courses`,
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

/** Rank of a plan: a purchase never lowers an active plan (docs/architecture.md#decision-7). */
const PLAN_RANK: Record<PlanId, number> = { starter: 0, professional: 1 };

/** The subscription as stored on profiles/{uid} (server-owned fields), with Dates. */
export interface CurrentSubscription {
  plan: string | null;
  status: string | null;
  start: Date | null;
  end: Date | null;
}

/**
 * True when a subscription counts as active at `now`: status 'active' AND an end date after now
 * (a plan past its end reads expired before the hourly expiry job runs; ADR 013).
 */
export function isSubscriptionActive(
  sub: Pick<CurrentSubscription, 'status' | 'end'>,
  now: Date = new Date(),
): boolean {
  return sub.status === 'active' && sub.end !== null && sub.end.getTime() > now.getTime();
}

/**
 * The subscription after a purchase of `plan`/`billing` at `now` (docs/architecture.md#decision-7, ADR 011):
 * the new period starts at the later of now and the current end date, so a purchase never shortens
 * a plan (₹1,000 monthly after ₹9,600 annual ending 2027-11-23 → ends 2027-12-23); the plan is the
 * higher of the active one and the bought one; an inactive or expired plan restarts at now.
 */
export function extendSubscription(
  current: CurrentSubscription,
  purchase: { plan: PlanId; billing: BillingCycle },
  now: Date,
): { plan: PlanId; start: Date; end: Date } {
  if (!isSubscriptionActive(current, now) || !current.end) {
    return { plan: purchase.plan, start: now, end: subscriptionEndDate(now, purchase.billing) };
  }
  const held = (PLAN_IDS as readonly string[]).includes(current.plan ?? '') ? (current.plan as PlanId) : null;
  const plan = held && PLAN_RANK[held] > PLAN_RANK[purchase.plan] ? held : purchase.plan;
  return { plan, start: current.start ?? now, end: subscriptionEndDate(current.end, purchase.billing) };
}

/** What the free-plan path may do for a caller (ADR 010). */
export type FreePlanDecision = 'activate' | 'already-active' | 'paid-plan-active';

/**
 * Whether activating the free `plan` changes anything at `now`: 'already-active' when that plan is
 * active (idempotent no-op), 'paid-plan-active' when a higher plan is active (never replaced by a
 * free one, docs/architecture.md#decision-7), else 'activate'.
 */
export function freePlanDecision(current: CurrentSubscription, plan: PlanId, now: Date): FreePlanDecision {
  if (!isSubscriptionActive(current, now)) return 'activate';
  if (current.plan === plan) return 'already-active';
  const held = (PLAN_IDS as readonly string[]).includes(current.plan ?? '') ? (current.plan as PlanId) : null;
  return held && PLAN_RANK[held] > PLAN_RANK[plan] ? 'paid-plan-active' : 'activate';
}

/** Days before a plan's end at which the trainer is reminded (ADR 013). */
export const PLAN_REMINDER_DAYS = [7, 1] as const;
export type PlanReminder = `${(typeof PLAN_REMINDER_DAYS)[number]}d`;

/**
 * The hourly plan job's decision for one profile at `now` (ADR 013): 'expire' once the end date has
 * passed on an active plan; else the reminder now due ('1d' within a day of the end, '7d' within
 * seven) unless it was sent already for this end date (`sent`); else null.
 */
export function planLifecycleAction(
  sub: Pick<CurrentSubscription, 'status' | 'end'>,
  sent: readonly string[],
  now: Date,
): 'expire' | PlanReminder | null {
  if (sub.status !== 'active' || !sub.end) return null;
  const left = sub.end.getTime() - now.getTime();
  if (left <= 0) return 'expire';
  const DAY = 86_400_000;
  if (left <= DAY) return sent.includes('1d') ? null : '1d';
  if (left <= 7 * DAY) return sent.includes('7d') || sent.includes('1d') ? null : '7d';
  return null;
}

import { PLANS, type PlanId } from './plans';
import { planDateIst } from './schemas/plan-cancellation';

/** Where a trainer chooses, renews or changes a plan (docs/decisions/160-trainer-plan-page.md). */
export const PLAN_PAGE_PATH = '/trainer-dashboard/plan';

/** Every state a trainer's plan can be in, as the dashboard card and the plan page read it. */
export const PLAN_CARD_STATES = ['none', 'active', 'expiring', 'expired', 'refunded', 'not-renewing'] as const;
export type PlanCardStateId = (typeof PLAN_CARD_STATES)[number];

/** A plan card's words and its one primary action (a link that always leads to a real page). */
export interface PlanCardView {
  state: PlanCardStateId;
  /** The plan shown in the card's heading; null when the trainer has none. */
  plan: PlanId | null;
  badge: 'Active' | 'Ending soon' | 'Expired' | 'Cancelled' | 'Not renewing' | 'No plan';
  text: string;
  action: { label: string; to: string };
}

/** The profile fields the card reads (server-written; dates as Date). */
export interface PlanCardInput {
  subscription_plan: string | null;
  subscription_status: string | null;
  subscription_end_date: Date | null;
  subscription_cancel_at_period_end?: boolean;
}

/** Days before the end date at which the card turns to "Ending soon" (the first reminder, ADR 013). */
export const PLAN_EXPIRING_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The dashboard plan card for a profile at `now` (docs/decisions/160-trainer-plan-page.md): which of
 * the six states it is in, the sentence it shows (dates in IST) and its one action, always to the
 * plan page. A money-back refund reads "Cancelled", never "renews on today". Pure; never throws.
 */
export function planCardView(p: PlanCardInput, now: Date): PlanCardView {
  const plan: PlanId | null =
    p.subscription_plan === 'professional' || p.subscription_plan === 'starter' ? p.subscription_plan : null;
  const name = plan ? PLANS[plan].name : '';
  const end = p.subscription_end_date;
  const endText = end ? planDateIst(end.toISOString()) : '';
  const to = PLAN_PAGE_PATH;
  const choose = { label: 'Choose a plan', to };
  if (p.subscription_status === 'cancelled') {
    return {
      state: 'refunded',
      plan,
      badge: 'Cancelled',
      text: 'Your plan was cancelled and refunded under the money-back guarantee. Choose a plan to publish courses again.',
      action: choose,
    };
  }
  const activeNow = p.subscription_status === 'active' && end !== null && end.getTime() > now.getTime();
  if (!activeNow && plan && end && (p.subscription_status === 'active' || p.subscription_status === 'expired')) {
    return {
      state: 'expired',
      plan,
      badge: 'Expired',
      text: `Your ${name} plan ended on ${endText}. Renew it to publish courses and take enrolments again.`,
      action: { label: `Renew ${name}`, to },
    };
  }
  if (!activeNow || !plan || !end) {
    return {
      state: 'none',
      plan: null,
      badge: 'No plan',
      text: 'You have no active plan yet. Choose one to publish courses — Starter is free during the launch offer.',
      action: choose,
    };
  }
  if (p.subscription_cancel_at_period_end === true) {
    return {
      state: 'not-renewing',
      plan,
      badge: 'Not renewing',
      text: `Your ${name} plan ends on ${endText} and will not renew.`,
      action: { label: `Renew ${name}`, to },
    };
  }
  if (end.getTime() - now.getTime() <= PLAN_EXPIRING_DAYS * DAY_MS) {
    return {
      state: 'expiring',
      plan,
      badge: 'Ending soon',
      text: `Your ${name} plan ends on ${endText}. Renew now to keep your courses published.`,
      action: { label: `Renew ${name}`, to },
    };
  }
  return {
    state: 'active',
    plan,
    badge: 'Active',
    text: `Your ${name} plan is active until ${endText}.`,
    action: plan === 'starter' ? { label: `Upgrade to ${PLANS.professional.name}`, to } : { label: 'Manage plan', to },
  };
}

/** The button of one plan offer on the plan page: its words and whether it can be pressed. */
export interface PlanOfferAction {
  label: string;
  disabled: boolean;
}

/**
 * The plan page's button for buying `offer` billed `billing` when the trainer's plan reads `current`
 * (docs/decisions/160-trainer-plan-page.md): Renew the plan held (a purchase adds one period after
 * its end, ADR 011), Switch to annual, Upgrade from Starter, Start Free / Choose otherwise. A free
 * Starter already running and Starter under an active Professional cannot be bought (docs/architecture.md#decision-7).
 */
export function planOfferAction(
  current: PlanCardView,
  offer: PlanId,
  billing: 'monthly' | 'annual',
  offerFree: boolean,
): PlanOfferAction {
  const name = PLANS[offer].name;
  const running = current.state === 'active' || current.state === 'expiring' || current.state === 'not-renewing';
  if (running && current.plan === 'professional' && offer === 'starter')
    return { label: `Included in ${PLANS.professional.name}`, disabled: true };
  if (running && current.plan === offer) {
    if (offerFree) return { label: 'Your current plan', disabled: true };
    return { label: billing === 'annual' ? 'Switch to annual' : `Renew ${name}`, disabled: false };
  }
  if (running && current.plan === 'starter' && offer === 'professional')
    return { label: `Upgrade to ${name}`, disabled: false };
  if (current.state === 'expired' && current.plan === offer) return { label: `Renew ${name}`, disabled: false };
  return { label: offerFree ? 'Start Free' : `Choose ${name}`, disabled: false };
}

import { GST_ON_COMMISSION_PERCENT, PLAN_COMMISSION_PERCENT, splitCoursePayment } from './earnings';
import { formatRupees, paiseToRupees } from './format';
import { planIsActive, type PlanState } from './plan-limits';
import type { PlanId } from './plans';

/**
 * The fee disclosure of a plan, in the words every screen uses (/become-trainer, the plan page, the
 * Terms, Help), built from the constants the earnings code charges (docs/decisions/161-honest-fees.md).
 */
export function planFeeText(plan: PlanId): string {
  return `${PLAN_COMMISSION_PERCENT[plan]}% platform commission per course sale, plus ${GST_ON_COMMISSION_PERCENT}% GST on the commission`;
}

/** What a learner pays and what the trainer receives for one sale, in paise. */
export interface FeePreview {
  learnerPaysPaise: number;
  receivePaise: number;
}

/**
 * The course form's preview for a price typed in rupees (any decimals) at `plan`'s commission: the
 * price rounded to the paisa, and the trainer's net after commission and GST, rounded to the paisa
 * exactly as the server's split (splitCoursePayment). Null for an empty, negative or non-numeric price.
 */
export function coursePricePreview(priceRupees: number, plan: PlanId): FeePreview | null {
  if (!Number.isFinite(priceRupees) || priceRupees < 0) return null;
  // rupeesToPaise's rounding, written out: importing it here moved it into the chunk home shares
  // with the public pages and put home's first-paint JS over its budget (docs/performance.md).
  const amount = Math.round(priceRupees * 100);
  return { learnerPaysPaise: amount, receivePaise: splitCoursePayment(amount, PLAN_COMMISSION_PERCENT[plan]).netPaise };
}

/** "Learners pay ₹1,000 · you receive ₹887.6" for a preview (rupees on screen). */
export function feePreviewText(preview: FeePreview): string {
  return `Learners pay ${formatRupees(paiseToRupees(preview.learnerPaysPaise))} · you receive ${formatRupees(paiseToRupees(preview.receivePaise))}`;
}

/**
 * The plan whose commission a sale at `now` pays: the active plan, Starter's without one — the same
 * rule as commissionPercentAt (docs/decisions/146-commission-at-the-sale.md).
 */
export function salePlanAt(plan: PlanState | null, now: Date): PlanId {
  return plan && planIsActive(plan, now) && plan.subscription_plan === 'professional' ? 'professional' : 'starter';
}

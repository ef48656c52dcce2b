import { planIsActive, type PlanState } from './plan-limits';
import type { PlanId } from './plans';

/**
 * Platform commission on a course sale, in percent of the amount paid, by the trainer's plan at the
 * time of the sale (docs/architecture.md#decision-13). The plan catalogue's promise: Professional keeps more.
 */
export const PLAN_COMMISSION_PERCENT: Record<PlanId, number> = { starter: 10, professional: 5 };

/** GST charged on the platform's commission, in percent of the commission (Indian GST on services). */
export const GST_ON_COMMISSION_PERCENT = 18;

/** How one course payment divides, all in paise: net + commission + gst === amount, always. */
export interface PaymentSplit {
  /** The amount paid, paise. */
  amountPaise: number;
  commissionPercent: number;
  /** Platform commission, paise, rounded half up to the paisa. */
  commissionPaise: number;
  /** GST on the commission, paise, rounded half up to the paisa. */
  gstPaise: number;
  /** What the trainer is owed: amount − commission − GST, paise (never negative). */
  netPaise: number;
}

/** The commission percent for a trainer's plan (`profiles.subscription_plan`); an unknown or missing plan pays Starter's. */
export function commissionPercentFor(plan: unknown): number {
  return plan === 'professional' ? PLAN_COMMISSION_PERCENT.professional : PLAN_COMMISSION_PERCENT.starter;
}

/**
 * The commission percent of a sale at `now` (the server's clock): the rate of the plan ACTIVE then —
 * `subscription_status` 'active' and `subscription_end_date` after `now` (planIsActive, the rule the
 * publishing rules use). An expired, cancelled or missing plan pays Starter's rate, so a lapsed
 * Professional plan never sells at 5 % (docs/decisions/146-commission-at-the-sale.md).
 */
export function commissionPercentAt(profile: PlanState, now: Date): number {
  return planIsActive(profile, now) ? commissionPercentFor(profile.subscription_plan) : PLAN_COMMISSION_PERCENT.starter;
}

/**
 * Splits a course payment (paise, a whole non-negative integer) at `commissionPercent` (0–100) into
 * commission, GST on it and the trainer's net. Throws RangeError on a non-integer or negative amount
 * or a percent outside 0–100. Source: docs/architecture.md#decision-13 (net after commission and GST).
 */
export function splitCoursePayment(amountPaise: number, commissionPercent: number): PaymentSplit {
  if (!Number.isInteger(amountPaise) || amountPaise < 0)
    throw new RangeError(`Invalid amount in paise: ${amountPaise}`);
  if (!Number.isFinite(commissionPercent) || commissionPercent < 0 || commissionPercent > 100)
    throw new RangeError(`Invalid commission percent: ${commissionPercent}`);
  const commissionPaise = Math.round((amountPaise * commissionPercent) / 100);
  const gstPaise = Math.min(
    amountPaise - commissionPaise,
    Math.round((commissionPaise * GST_ON_COMMISSION_PERCENT) / 100),
  );
  return {
    amountPaise,
    commissionPercent,
    commissionPaise,
    gstPaise,
    netPaise: amountPaise - commissionPaise - gstPaise,
  };
}

/**
 * The split of a sale after `refundedPaise` of it went back to the learner: the retained amount is
 * split again at the sale's percent, so a full refund leaves nothing to anyone and a 50 % refund
 * halves the trainer's net (within a paisa of rounding). Throws RangeError when more is refunded
 * than was paid. Source: docs/architecture.md#decision-13; payouts and the statement both use it.
 */
export function splitAfterRefund(amountPaise: number, refundedPaise: number, commissionPercent: number): PaymentSplit {
  if (!Number.isInteger(refundedPaise) || refundedPaise < 0 || refundedPaise > amountPaise)
    throw new RangeError(`Invalid refunded amount in paise: ${refundedPaise} of ${amountPaise}`);
  return splitCoursePayment(amountPaise - refundedPaise, commissionPercent);
}

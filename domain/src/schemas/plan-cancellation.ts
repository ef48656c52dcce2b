import { z } from 'zod';
import { formatRupees, paiseToRupees } from '../format';
import { publishedLimitAfterMoneyBack } from '../plan-cancellation';
import { planIdSchema } from './payments';

/**
 * cancelPlan request: `confirm: false` only quotes what a cancellation would do now (nothing is
 * written); `confirm: true` cancels (docs/decisions/085-plan-money-back.md).
 */
export const cancelPlanRequestSchema = z.strictObject({ confirm: z.boolean() });
export type CancelPlanRequest = z.infer<typeof cancelPlanRequestSchema>;

/**
 * cancelPlan response. outcome 'refund': `refund_paise` (paise) is refunded in full and the plan
 * ends at once (`end_date` null, Starter shown) or runs to `end_date` (ISO 8601 UTC) as `plan`
 * without renewal; 'period_end': no refund, the plan runs to `end_date` and is not renewed;
 * 'already_cancelled': an earlier call cancelled it (a repeat changes nothing). `done` is false for a quote.
 * `money_back_used`: no refund because the trainer's one money-back was used before; `unpublish`:
 * titles of the courses the refund unpublishes, newest first, to fit the plan left
 * (docs/decisions/147-money-back-returns-starter-limits.md).
 */
export const cancelPlanResponseSchema = z.object({
  outcome: z.enum(['refund', 'period_end', 'already_cancelled']),
  refund_paise: z.number().int().nonnegative(),
  plan: planIdSchema.nullable(),
  end_date: z.string().nullable(),
  done: z.boolean(),
  money_back_used: z.boolean().optional(),
  unpublish: z.array(z.string()).optional(),
});
export type CancelPlanResponse = z.infer<typeof cancelPlanResponseSchema>;

/** Words of the plan cancellation (the timelines for the refund in docs/product.md#constants-and-limits). */
export const PLAN_CANCEL_MESSAGES = {
  noPaidPlan: 'You have no paid plan to cancel.',
  refundTitle: 'Plan cancelled and refunded',
  refundMessage: (plan: string, rupees: string) =>
    `Your ${plan} plan is cancelled under the 30-day money-back guarantee. A refund of ${rupees} is initiated in 2-3 business days; funds reach you in 5-7 business days.`,
  periodEndTitle: 'Plan will not renew',
  periodEnd: (date: string) => `Your plan ends on ${date} and will not renew`,
  moneyBackUsed: 'You have already used the 30-day money-back guarantee once, so no refund is due.',
  unpublishedTitle: 'Courses unpublished',
  unpublished: (limit: number, titles: readonly string[]) =>
    `Starter allows up to ${limit} published courses, so these courses are unpublished and kept as drafts: ${titles.join(', ')}.`,
} as const;

/** '23 Nov 2027' in IST from an ISO date. */
export function planDateIst(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/**
 * The confirmation text of a cancelPlan quote (rupees and IST dates on screen): the refund and
 * whether the plan ends now or on a date without renewal; or that no refund is due.
 */
export function describePlanCancellation(r: CancelPlanResponse, planName: string): string {
  const rupees = formatRupees(paiseToRupees(r.refund_paise));
  if (r.outcome === 'refund') {
    const refund = `You paid within the last 30 days, so you get a full refund of ${rupees} under our 30-day money-back guarantee (initiated in 2-3 business days; funds in 5-7 business days).`;
    const text = r.end_date
      ? `${refund} ${PLAN_CANCEL_MESSAGES.periodEnd(planDateIst(r.end_date))}.`
      : `${refund} Your ${planName} plan ends now and your dashboard moves to the Starter plan.`;
    const limit = publishedLimitAfterMoneyBack(r.end_date ? r.plan : null);
    return r.unpublish?.length ? `${text} ${PLAN_CANCEL_MESSAGES.unpublished(limit, r.unpublish)}` : text;
  }
  if (r.outcome === 'period_end' && r.end_date) {
    const why = r.money_back_used
      ? PLAN_CANCEL_MESSAGES.moneyBackUsed
      : 'Your payment was more than 30 days ago, so no refund is due.';
    return `${why} ${PLAN_CANCEL_MESSAGES.periodEnd(planDateIst(r.end_date))}.`;
  }
  return 'Your plan is already cancelled.';
}

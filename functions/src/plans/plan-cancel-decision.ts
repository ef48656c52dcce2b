// What cancelling a plan answers, writes on the profile and tells the trainer, as pure functions of
// the plan's state and domain planCancellation's decision (docs/decisions/085-plan-money-back.md, ADR 147). Unit-tested
// without emulators (plan-cancel-decision.unit.test.ts); plan-cancel-core.ts reads, decides and
// writes in one transaction.
import {
  formatRupees,
  paiseToRupees,
  PLAN_CANCEL_MESSAGES,
  PLANS,
  publishedLimitAfterMoneyBack,
  type CancelPlanResponse,
  type CurrentSubscription,
  type PlanCancellation,
  type PlanId,
} from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';

/** '23 Nov 2027' (IST). */
export const dateIst = (d: Date) =>
  d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The plan the dialog names: Starter or Professional, else none. */
const planOf = (current: CurrentSubscription): PlanId | null =>
  current.plan === 'professional' || current.plan === 'starter' ? current.plan : null;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The answer to a repeated or racing cancel (nothing more is refunded). */
export function alreadyCancelled(current: CurrentSubscription): CancelPlanResponse {
  return {
    outcome: 'already_cancelled',
    refund_paise: 0,
    plan: planOf(current),
    end_date: iso(current.end),
    done: true,
  };
}

/**
 * The answer to a cancel (`confirm`) or its quote: 'period_end' (no refund, the plan runs to its
 * end, and says when the one money-back was used) or 'refund' (paise, the plan left and its end, the
 * titles of the courses it unpublishes).
 */
export function planCancelResponse(
  current: CurrentSubscription,
  decision: PlanCancellation,
  confirm: boolean,
  unpublish: readonly string[] = [],
): CancelPlanResponse {
  if (decision.kind === 'period-end')
    return {
      outcome: 'period_end',
      refund_paise: 0,
      plan: planOf(current),
      end_date: decision.end.toISOString(),
      done: confirm,
      ...(decision.moneyBackUsed ? { money_back_used: true } : {}),
    };
  return {
    outcome: 'refund',
    refund_paise: decision.refundPaise,
    plan: decision.plan,
    end_date: iso(decision.end),
    done: confirm,
    ...(unpublish.length ? { unpublish: [...unpublish] } : {}),
  };
}

/**
 * profiles/{uid}'s subscription fields after a confirmed cancel at `stamp` (forward only): a
 * period-end cancel marks the plan not renewing; a refund ends it at once (Starter shown, nothing
 * active) or lets it run to what the older orders bought, not renewing.
 */
export function profileAfterCancel(decision: PlanCancellation, stamp: Timestamp): Record<string, unknown> {
  const cancelled = { subscription_cancelled_at: stamp, updated_at: stamp };
  if (decision.kind === 'period-end') return { subscription_cancel_at_period_end: true, ...cancelled };
  return {
    ...(decision.end
      ? {
          subscription_plan: decision.plan,
          subscription_status: 'active',
          subscription_end_date: Timestamp.fromDate(decision.end),
        }
      : { subscription_plan: 'starter', subscription_status: 'cancelled', subscription_end_date: stamp }),
    subscription_cancel_at_period_end: decision.end !== null,
    ...cancelled,
  };
}

/**
 * The trainer's notifications of a confirmed cancel: the period end, or the refund in rupees (and
 * the end of the plan left), then the courses unpublished beyond the limit of the plan left.
 */
export function planCancelNotices(
  current: CurrentSubscription,
  decision: PlanCancellation,
  unpublishedTitles: readonly string[] = [],
): { title: string; message: string }[] {
  if (decision.kind === 'period-end')
    return [
      {
        title: PLAN_CANCEL_MESSAGES.periodEndTitle,
        message: `${PLAN_CANCEL_MESSAGES.periodEnd(dateIst(decision.end))}.`,
      },
    ];
  const name = PLANS[current.plan === 'starter' ? 'starter' : 'professional'].name;
  const notices: { title: string; message: string }[] = [
    {
      title: PLAN_CANCEL_MESSAGES.refundTitle,
      message:
        PLAN_CANCEL_MESSAGES.refundMessage(name, formatRupees(paiseToRupees(decision.refundPaise))) +
        (decision.end ? ` ${PLAN_CANCEL_MESSAGES.periodEnd(dateIst(decision.end))}.` : ''),
    },
  ];
  if (unpublishedTitles.length)
    notices.push({
      title: PLAN_CANCEL_MESSAGES.unpublishedTitle,
      message: PLAN_CANCEL_MESSAGES.unpublished(publishedLimitAfterMoneyBack(decision.end ? decision.plan : null), [
        ...unpublishedTitles,
      ]),
    });
  return notices;
}

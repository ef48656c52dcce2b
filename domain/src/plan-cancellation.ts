import { PLAN_COURSE_LIMITS } from './plan-limits';
import {
  extendSubscription,
  isSubscriptionActive,
  MONEY_BACK_DAYS,
  type BillingCycle,
  type CurrentSubscription,
  type PlanId,
} from './plans';

const DAY_MS = 86_400_000;

/** Why a plan payment was refunded: the 30-day money-back guarantee (docs/product.md#plans; docs/decisions/085-plan-money-back.md). */
export const PLAN_MONEY_BACK_REASON = 'plan_money_back';

/** A paid (status 'paid') subscription order as the plan cancellation sees it; amounts in paise. */
export interface PlanOrder {
  id: string;
  plan: PlanId;
  billing: BillingCycle;
  amountPaise: number;
  paidAt: Date;
  /** True once a money-back refund of this order exists (any status: it is never sent twice). */
  refunded: boolean;
}

/**
 * What cancelling the plan at `now` does (docs/decisions/085-plan-money-back.md):
 * - 'refund': every order paid within MONEY_BACK_DAYS is refunded in full (`refundOrderIds`,
 *   `refundPaise`); the plan becomes what the other orders alone bought — `plan`/`end` when that
 *   still runs after now (it then ends there and is not renewed), or null/null: it ends at once.
 * - 'period-end': nothing is inside the window, or the trainer had a money-back before
 *   (`moneyBackUsed`: one per trainer, docs/decisions/147-money-back-returns-starter-limits.md); the plan runs to `end`, not renewed.
 */
export type PlanCancellation =
  | { kind: 'refund'; refundOrderIds: string[]; refundPaise: number; plan: PlanId | null; end: Date | null }
  | { kind: 'period-end'; end: Date; moneyBackUsed: boolean };

/** True when a payment at `paidAt` is still inside the 30-day money-back window at `now` (30 × 24 h, inclusive). */
export function withinMoneyBack(paidAt: Date, now: Date): boolean {
  const age = now.getTime() - paidAt.getTime();
  return age >= 0 && age <= MONEY_BACK_DAYS * DAY_MS;
}

/**
 * The subscription the given orders alone buy, replayed in payment order with the same extension
 * rule as a purchase (extendSubscription, docs/architecture.md#decision-7); null when they buy nothing.
 */
export function replayPlanOrders(orders: readonly PlanOrder[]): { plan: PlanId; end: Date } | null {
  let sub: CurrentSubscription = { plan: null, status: null, start: null, end: null };
  for (const o of [...orders].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime())) {
    const next = extendSubscription(sub, { plan: o.plan, billing: o.billing }, o.paidAt);
    sub = { plan: next.plan, status: 'active', start: next.start, end: next.end };
  }
  return sub.end && sub.plan ? { plan: sub.plan as PlanId, end: sub.end } : null;
}

/**
 * The cancellation of `current` at `now` given the trainer's paid subscription orders; null when
 * there is no paid plan to cancel (no active plan, or only a free one). A trainer with any order
 * refunded under the guarantee already had their one money-back: no refund again, the plan runs
 * out (docs/decisions/147-money-back-returns-starter-limits.md). Pure: the server passes its own clock (docs/decisions/085-plan-money-back.md).
 */
export function planCancellation(
  current: CurrentSubscription,
  orders: readonly PlanOrder[],
  now: Date,
): PlanCancellation | null {
  if (!isSubscriptionActive(current, now) || !current.end) return null;
  const open = orders.filter((o) => !o.refunded);
  const moneyBackUsed = orders.some((o) => o.refunded);
  const inWindow = moneyBackUsed ? [] : open.filter((o) => o.amountPaise > 0 && withinMoneyBack(o.paidAt, now));
  if (inWindow.length === 0) {
    const paid = current.plan === 'professional' || open.some((o) => o.amountPaise > 0);
    return paid ? { kind: 'period-end', end: current.end, moneyBackUsed } : null;
  }
  const ids = new Set(inWindow.map((o) => o.id));
  const rest = replayPlanOrders(open.filter((o) => !ids.has(o.id)));
  // Never later than the plan as it stands (a plan is never lengthened by a cancellation).
  const end = rest ? new Date(Math.min(rest.end.getTime(), current.end.getTime())) : null;
  const runs = rest !== null && end !== null && end.getTime() > now.getTime();
  return {
    kind: 'refund',
    refundOrderIds: inWindow.map((o) => o.id),
    refundPaise: inWindow.reduce((s, o) => s + o.amountPaise, 0),
    plan: runs ? rest.plan : null,
    end: runs ? end : null,
  };
}

/**
 * Published courses a trainer may keep after a money-back refund (docs/decisions/147-money-back-returns-starter-limits.md): the limit of
 * the plan the kept orders still buy (`plan`), else Starter's — also when Starter itself is not
 * active (the launch offer ended): the trainer returns to what they could have had without the
 * refunded plan, as an expired plan keeps its courses public (docs/decisions/021-course-limits.md).
 */
export function publishedLimitAfterMoneyBack(plan: PlanId | null): number {
  return PLAN_COURSE_LIMITS[plan ?? 'starter'];
}

/** A published course as the money-back sees it: `createdAt` null when unknown (counted as oldest). */
export interface PublishedCourse {
  id: string;
  title: string;
  createdAt: Date | null;
}

/**
 * The courses to unpublish so at most `limit` stay published: the newest first (by created_at, then
 * id for a stable order), so the oldest `limit` stay. Empty when within the limit.
 */
export function coursesBeyondLimit(published: readonly PublishedCourse[], limit: number): PublishedCourse[] {
  const newestFirst = [...published].sort(
    (a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || b.id.localeCompare(a.id),
  );
  return newestFirst.slice(0, Math.max(0, published.length - Math.max(0, limit)));
}

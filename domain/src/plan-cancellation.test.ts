import { describe, expect, it } from 'vitest';
import {
  coursesBeyondLimit,
  planCancellation,
  publishedLimitAfterMoneyBack,
  replayPlanOrders,
  withinMoneyBack,
  type PlanOrder,
} from './plan-cancellation';
import type { CurrentSubscription } from './plans';
import { describePlanCancellation, type CancelPlanResponse } from './schemas/plan-cancellation';

const DAY = 86_400_000;
const now = new Date('2027-01-31T10:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);
const order = (id: string, paidDaysAgo: number, extra: Partial<PlanOrder> = {}): PlanOrder => ({
  id,
  plan: 'professional',
  billing: 'monthly',
  amountPaise: 100_000,
  paidAt: ago(paidDaysAgo),
  refunded: false,
  ...extra,
});
const active = (plan: string, end: Date): CurrentSubscription => ({ plan, status: 'active', start: ago(60), end });

describe('withinMoneyBack (docs/product.md#plans: 30 days)', () => {
  it('is inclusive at exactly 30 × 24 h and closed one second later', () => {
    expect(withinMoneyBack(ago(30), now)).toBe(true);
    expect(withinMoneyBack(new Date(ago(30).getTime() - 1000), now)).toBe(false);
    expect(withinMoneyBack(now, now)).toBe(true);
    expect(withinMoneyBack(new Date(now.getTime() + 1000), now)).toBe(false);
  });
});

describe('planCancellation (docs/decisions/085-plan-money-back.md)', () => {
  it('one payment 10 days ago: refunded in full, the plan ends at once', () => {
    const o = order('a', 10);
    const sub = active('professional', new Date(o.paidAt.getTime() + 31 * DAY));
    expect(planCancellation(sub, [o], now)).toEqual({
      kind: 'refund',
      refundOrderIds: ['a'],
      refundPaise: 100_000,
      plan: null,
      end: null,
    });
  });

  it('a payment 31 days ago: no refund, the plan runs to its end', () => {
    const o = order('a', 31, { billing: 'annual', amountPaise: 960_000 });
    const end = new Date(o.paidAt.getTime() + 365 * DAY);
    expect(planCancellation(active('professional', end), [o], now)).toEqual({
      kind: 'period-end',
      end,
      moneyBackUsed: false,
    });
  });

  it('annual 40 days ago + monthly 10 days ago: only the monthly is refunded; the annual period stays', () => {
    const annual = order('annual', 40, { billing: 'annual', amountPaise: 960_000 });
    const monthly = order('monthly', 10);
    const annualEnd = replayPlanOrders([annual])!.end;
    const bothEnd = replayPlanOrders([annual, monthly])!.end;
    expect(bothEnd.getTime()).toBeGreaterThan(annualEnd.getTime());
    expect(planCancellation(active('professional', bothEnd), [monthly, annual], now)).toEqual({
      kind: 'refund',
      refundOrderIds: ['monthly'],
      refundPaise: 100_000,
      plan: 'professional',
      end: annualEnd,
    });
  });

  it('two extensions inside the window: both refunded; a free Starter before them keeps running', () => {
    const free = order('free', 20, { plan: 'starter', amountPaise: 0 });
    const a = order('a', 15);
    const b = order('b', 2);
    const end = replayPlanOrders([free, a, b])!.end;
    const result = planCancellation(active('professional', end), [free, a, b], now);
    expect(result).toMatchObject({ kind: 'refund', refundOrderIds: ['a', 'b'], refundPaise: 200_000, plan: 'starter' });
    expect(result?.kind === 'refund' && result.end?.toISOString()).toBe(replayPlanOrders([free])!.end.toISOString());
  });

  it('already refunded orders are not refunded again; a free plan or no active plan has nothing to cancel', () => {
    const o = order('a', 5, { refunded: true });
    expect(planCancellation(active('professional', new Date(now.getTime() + DAY)), [o], now)).toEqual({
      kind: 'period-end',
      end: new Date(now.getTime() + DAY),
      moneyBackUsed: true,
    });
    const free = order('free', 5, { plan: 'starter', amountPaise: 0 });
    expect(planCancellation(active('starter', new Date(now.getTime() + DAY)), [free], now)).toBeNull();
    expect(planCancellation({ plan: 'professional', status: 'cancelled', start: null, end: now }, [], now)).toBeNull();
  });

  it('never lengthens the plan beyond its current end', () => {
    const old = order('old', 45, { billing: 'annual' });
    const fresh = order('fresh', 1);
    const shortEnd = new Date(now.getTime() + 5 * DAY);
    const result = planCancellation(active('professional', shortEnd), [old, fresh], now);
    expect(result).toMatchObject({ kind: 'refund', plan: 'professional', end: shortEnd });
  });
});

describe('one money-back per trainer (docs/decisions/147-money-back-returns-starter-limits.md)', () => {
  it('a purchase after a money-back, cancelled within 30 days, gets no refund: the plan runs out', () => {
    const first = order('first', 20, { refunded: true });
    const second = order('second', 3);
    const end = new Date(second.paidAt.getTime() + 31 * DAY);
    expect(planCancellation(active('professional', end), [first, second], now)).toEqual({
      kind: 'period-end',
      end,
      moneyBackUsed: true,
    });
  });
  it('without an earlier money-back the same purchase is refunded', () => {
    const second = order('second', 3);
    const end = new Date(second.paidAt.getTime() + 31 * DAY);
    expect(planCancellation(active('professional', end), [second], now)).toMatchObject({ kind: 'refund' });
  });
});

describe('Starter limits after a money-back (docs/decisions/147-money-back-returns-starter-limits.md)', () => {
  const course = (id: string, daysAgo: number | null) => ({
    id,
    title: `Course ${id}`,
    createdAt: daysAgo === null ? null : ago(daysAgo),
  });
  it('the plan left decides the limit; none left (Starter active or not) means Starter’s 3', () => {
    expect(publishedLimitAfterMoneyBack(null)).toBe(3);
    expect(publishedLimitAfterMoneyBack('starter')).toBe(3);
    expect(publishedLimitAfterMoneyBack('professional')).toBe(50);
  });
  it('five published, limit 3: the two newest are unpublished, newest first', () => {
    const five = [course('a', 50), course('b', 40), course('c', 30), course('d', 20), course('e', 10)];
    expect(coursesBeyondLimit(five, 3).map((c) => c.id)).toEqual(['e', 'd']);
    expect(coursesBeyondLimit(five.slice(0, 3), 3)).toEqual([]);
    expect(coursesBeyondLimit(five, 0).map((c) => c.id)).toEqual(['e', 'd', 'c', 'b', 'a']);
  });
  it('a course without created_at counts as the oldest; equal times go by id', () => {
    const list = [course('z', null), course('b', 5), course('a', 5), course('y', 1)];
    expect(coursesBeyondLimit(list, 2).map((c) => c.id)).toEqual(['y', 'b']);
  });
});

describe('describePlanCancellation (the confirmation dialog)', () => {
  it('names the courses a refund unpublishes, and says a second money-back gets no refund', () => {
    const refund: CancelPlanResponse = {
      outcome: 'refund',
      refund_paise: 100_000,
      plan: null,
      end_date: null,
      done: false,
      unpublish: ['Course E', 'Course D'],
    };
    expect(describePlanCancellation(refund, 'Professional')).toContain(
      'Starter allows up to 3 published courses, so these courses are unpublished and kept as drafts: Course E, Course D.',
    );
    const again = {
      outcome: 'period_end',
      refund_paise: 0,
      plan: 'professional',
      end_date: '2027-11-23T06:30:00.000Z',
      done: false,
      money_back_used: true,
    } as const;
    expect(describePlanCancellation(again, 'Professional')).toBe(
      'You have already used the 30-day money-back guarantee once, so no refund is due. Your plan ends on 23 Nov 2027 and will not renew.',
    );
  });

  it('states the refund in rupees, or the end date without renewal', () => {
    const refund = { outcome: 'refund', refund_paise: 100_000, plan: null, end_date: null, done: false } as const;
    expect(describePlanCancellation(refund, 'Professional')).toContain('full refund of ₹1,000');
    expect(describePlanCancellation(refund, 'Professional')).toContain('moves to the Starter plan');
    const later = { ...refund, outcome: 'period_end', refund_paise: 0, end_date: '2027-11-23T06:30:00.000Z' } as const;
    expect(describePlanCancellation(later, 'Professional')).toContain(
      'Your plan ends on 23 Nov 2027 and will not renew',
    );
  });
});

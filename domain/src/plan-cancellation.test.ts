import { describe, expect, it } from 'vitest';
import { planCancellation, replayPlanOrders, withinMoneyBack, type PlanOrder } from './plan-cancellation';
import type { CurrentSubscription } from './plans';
import { describePlanCancellation } from './schemas/plan-cancellation';

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

describe('withinMoneyBack (spec §9: 30 days)', () => {
  it('is inclusive at exactly 30 × 24 h and closed one second later', () => {
    expect(withinMoneyBack(ago(30), now)).toBe(true);
    expect(withinMoneyBack(new Date(ago(30).getTime() - 1000), now)).toBe(false);
    expect(withinMoneyBack(now, now)).toBe(true);
    expect(withinMoneyBack(new Date(now.getTime() + 1000), now)).toBe(false);
  });
});

describe('planCancellation (docs/decisions/085)', () => {
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
    expect(planCancellation(active('professional', end), [o], now)).toEqual({ kind: 'period-end', end });
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

describe('describePlanCancellation (the confirmation dialog)', () => {
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

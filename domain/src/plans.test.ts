import { describe, expect, it } from 'vitest';
import {
  PLANS,
  UPGRADE_AMOUNT_RUPEES,
  extendSubscription,
  freePlanDecision,
  isLaunchOfferActive,
  isSubscriptionActive,
  planLifecycleAction,
  planMonthlyDisplayRupees,
  planPricePaise,
  planPriceRupees,
  subscriptionEndDate,
} from './plans';
import { createOrderRequestSchema, enrolmentPrice, verifyPaymentRequestSchema } from './schemas/payments';

const during = new Date('2027-01-10T10:00:00Z');
const after = new Date('2027-09-16T00:00:00+05:30');

describe('plan catalogue (docs/product.md#plans, docs/architecture.md#decision-6)', () => {
  it('Starter is free during the launch offer and usually ₹1,000/month', () => {
    expect(planPriceRupees('starter', 'monthly', during)).toBe(0);
    expect(planPricePaise('starter', 'monthly', during)).toBe(0);
    expect(isLaunchOfferActive(new Date('2027-09-15T23:00:00+05:30'))).toBe(true);
    expect(isLaunchOfferActive(after)).toBe(false);
    expect(planPriceRupees('starter', 'monthly', after)).toBe(1000);
    expect(planPriceRupees('starter', 'monthly', during, '2026-01-01')).toBe(1000);
  });

  it('Professional is ₹1,000/month or ₹9,600/year (₹800/month, Save 20%), in paise on the wire', () => {
    expect(planPriceRupees('professional', 'monthly', during)).toBe(1000);
    expect(planPricePaise('professional', 'monthly', during)).toBe(100000);
    expect(planPricePaise('professional', 'annual', during)).toBe(960000);
    expect(planMonthlyDisplayRupees('professional', 'annual', during)).toBe(800);
    expect(PLANS.professional.annualBadge).toBe('Save 20%');
    expect(UPGRADE_AMOUNT_RUPEES).toBe(planPriceRupees('professional', 'monthly', during));
  });

  it('subscription end is one month or twelve after the start', () => {
    const start = new Date('2026-11-22T03:00:00Z');
    expect(subscriptionEndDate(start, 'monthly').toISOString()).toBe('2026-12-22T03:00:00.000Z');
    expect(subscriptionEndDate(start, 'annual').toISOString()).toBe('2027-11-22T03:00:00.000Z');
  });
});

describe('payment callable schemas', () => {
  it('accepts both purchase kinds and drops a client amount', () => {
    expect(
      createOrderRequestSchema.safeParse({ purpose: 'subscription', plan: 'professional', billing: 'annual' }).success,
    ).toBe(true);
    expect(createOrderRequestSchema.safeParse({ purpose: 'enrollment', courseId: 'abc_123' }).success).toBe(true);
    expect(createOrderRequestSchema.parse({ purpose: 'enrollment', courseId: 'abc', amount: 1 })).toEqual({
      purpose: 'enrollment',
      courseId: 'abc',
    });
    expect(
      createOrderRequestSchema.safeParse({ purpose: 'subscription', plan: 'gold', billing: 'monthly' }).success,
    ).toBe(false);
    expect(createOrderRequestSchema.safeParse({ purpose: 'enrollment', courseId: '../x' }).success).toBe(false);
  });

  it('verify takes Razorpay ids and a hex signature only', () => {
    const ok = {
      razorpay_order_id: 'order_ABCDEFGHIJKLMN',
      razorpay_payment_id: 'pay_ABCDEFGHIJKLMN',
      razorpay_signature: 'a'.repeat(64),
    };
    expect(verifyPaymentRequestSchema.safeParse(ok).success).toBe(true);
    expect(verifyPaymentRequestSchema.safeParse({ ...ok, razorpay_signature: 'zz' }).success).toBe(false);
    expect(verifyPaymentRequestSchema.safeParse({ ...ok, razorpay_order_id: 'pay_ABCDEFGHIJKLMN' }).success).toBe(
      false,
    );
    expect(verifyPaymentRequestSchema.safeParse({ ...ok, razorpay_payment_id: 42 }).success).toBe(false);
  });
});

describe('plan extension and expiry (docs/architecture.md#decision-7)', () => {
  const now = new Date('2026-11-23T06:30:00Z');
  const pro = (end: string) => ({ plan: 'professional', status: 'active', start: now, end: new Date(end) });

  it('a purchase during an active plan extends from its end date, never shortens', () => {
    const next = extendSubscription(pro('2027-11-23T06:30:00Z'), { plan: 'professional', billing: 'monthly' }, now);
    expect(next.end.toISOString()).toBe('2027-12-23T06:30:00.000Z');
    expect(next.plan).toBe('professional');
    expect(next.start).toEqual(now);
  });

  it('an expired or missing plan restarts at now; a cheaper plan never lowers an active one', () => {
    const expired = extendSubscription(pro('2026-11-01T00:00:00Z'), { plan: 'professional', billing: 'annual' }, now);
    expect(expired.end.toISOString()).toBe('2027-11-23T06:30:00.000Z');
    const none = extendSubscription(
      { plan: null, status: null, start: null, end: null },
      { plan: 'starter', billing: 'monthly' },
      now,
    );
    expect(none).toEqual({ plan: 'starter', start: now, end: new Date('2026-12-23T06:30:00Z') });
    const lower = extendSubscription(pro('2027-01-10T00:00:00Z'), { plan: 'starter', billing: 'monthly' }, now);
    expect(lower.plan).toBe('professional');
    expect(lower.end.toISOString()).toBe('2027-02-10T00:00:00.000Z');
  });

  it('a free plan never replaces an active paid one and is a no-op when already active', () => {
    expect(freePlanDecision(pro('2027-11-23T00:00:00Z'), 'starter', now)).toBe('paid-plan-active');
    expect(freePlanDecision({ ...pro('2026-12-01T00:00:00Z'), plan: 'starter' }, 'starter', now)).toBe(
      'already-active',
    );
    expect(freePlanDecision(pro('2026-11-22T00:00:00Z'), 'starter', now)).toBe('activate');
  });

  it('an active status past its end date is not active', () => {
    expect(isSubscriptionActive(pro('2026-11-23T06:30:00.001Z'), now)).toBe(true);
    expect(isSubscriptionActive(pro('2026-11-23T06:30:00Z'), now)).toBe(false);
    expect(isSubscriptionActive({ status: 'expired', end: new Date('2030-01-01') }, now)).toBe(false);
  });

  it('the hourly job expires at the end date and reminds 7 days and 1 day before, once each', () => {
    const at = (days: number) => ({ status: 'active', end: new Date(now.getTime() + days * 86_400_000) });
    expect(planLifecycleAction(at(8), [], now)).toBeNull();
    expect(planLifecycleAction(at(7), [], now)).toBe('7d');
    expect(planLifecycleAction(at(6.5), ['7d'], now)).toBeNull();
    expect(planLifecycleAction(at(1), ['7d'], now)).toBe('1d');
    expect(planLifecycleAction(at(0.5), [], now)).toBe('1d');
    expect(planLifecycleAction(at(0.5), ['1d'], now)).toBeNull();
    expect(planLifecycleAction(at(3), ['1d'], now)).toBeNull();
    expect(planLifecycleAction(at(0), ['7d', '1d'], now)).toBe('expire');
    expect(planLifecycleAction({ status: 'expired', end: at(-1).end }, [], now)).toBeNull();
  });
});

describe('enrolment prices (whole rupees ≥ ₹1 or free)', () => {
  it('accepts whole rupees, calls 0 free, refuses fractions and junk', () => {
    expect(enrolmentPrice(2999)).toEqual({ kind: 'paid', paise: 299900 });
    expect(enrolmentPrice(1)).toEqual({ kind: 'paid', paise: 100 });
    expect(enrolmentPrice(0)).toEqual({ kind: 'free' });
    for (const bad of [0.5, 0.004, 99.5, -1, NaN, Infinity, '100', null, undefined, 1_000_001]) {
      expect(enrolmentPrice(bad), String(bad)).toEqual({ kind: 'invalid' });
    }
  });
});

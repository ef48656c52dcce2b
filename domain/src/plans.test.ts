import { describe, expect, it } from 'vitest';
import {
  PLANS,
  UPGRADE_AMOUNT_RUPEES,
  isLaunchOfferActive,
  planMonthlyDisplayRupees,
  planPricePaise,
  planPriceRupees,
  subscriptionEndDate,
} from './plans';
import { createOrderRequestSchema, verifyPaymentRequestSchema } from './schemas/payments';

const during = new Date('2027-01-10T10:00:00Z');
const after = new Date('2027-09-16T00:00:00+05:30');

describe('plan catalogue (spec §9, Decision 6)', () => {
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

import { describe, expect, it } from 'vitest';
import { commissionPercentAt, commissionPercentFor, splitAfterRefund, splitCoursePayment } from './earnings';

describe('splitCoursePayment', () => {
  it('splits ₹4,999 on Starter: 10 % commission, 18 % GST on it, the rest to the trainer', () => {
    expect(splitCoursePayment(499_900, 10)).toEqual({
      amountPaise: 499_900,
      commissionPercent: 10,
      commissionPaise: 49_990,
      gstPaise: 8_998,
      netPaise: 440_912,
    });
  });

  it('rounds half up to the paisa and always adds back to the amount', () => {
    const s = splitCoursePayment(99_999, 5);
    expect(s.commissionPaise).toBe(5_000);
    expect(s.gstPaise).toBe(900);
    for (const amount of [0, 1, 7, 99, 100, 12_345, 1_499_900]) {
      for (const pct of [0, 5, 10, 100]) {
        const x = splitCoursePayment(amount, pct);
        expect(x.netPaise + x.commissionPaise + x.gstPaise).toBe(amount);
        expect(x.netPaise).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('refuses fractional paise, negative amounts and impossible percentages', () => {
    expect(() => splitCoursePayment(10.5, 10)).toThrow(RangeError);
    expect(() => splitCoursePayment(-1, 10)).toThrow(RangeError);
    expect(() => splitCoursePayment(100, 101)).toThrow(RangeError);
  });

  it('takes the commission from the plan, Starter when unknown', () => {
    expect(commissionPercentFor('professional')).toBe(5);
    expect(commissionPercentFor('starter')).toBe(10);
    expect(commissionPercentFor(null)).toBe(10);
  });
});

describe('commissionPercentAt: the plan active at the sale (docs/decisions/146-commission-at-the-sale.md)', () => {
  const now = new Date('2027-10-01T10:00:00Z');
  const plan = (p: string | null, status: string | null, end: Date | null) => ({
    subscription_plan: p,
    subscription_status: status,
    subscription_end_date: end,
  });
  const later = new Date(now.getTime() + 1000);
  it('an active Professional plan sells at 5 %', () => {
    expect(commissionPercentAt(plan('professional', 'active', later), now)).toBe(5);
  });
  it('Professional past its end date (before the expiry job ran) sells at 10 %', () => {
    expect(commissionPercentAt(plan('professional', 'active', now), now)).toBe(10);
    expect(commissionPercentAt(plan('professional', 'active', new Date(now.getTime() - 1)), now)).toBe(10);
  });
  it('expired, cancelled or without an end date: Starter’s 10 %', () => {
    expect(commissionPercentAt(plan('professional', 'expired', later), now)).toBe(10);
    expect(commissionPercentAt(plan('professional', 'cancelled', later), now)).toBe(10);
    expect(commissionPercentAt(plan('professional', 'active', null), now)).toBe(10);
  });
  it('Starter (active or not) and no plan at all: 10 %', () => {
    expect(commissionPercentAt(plan('starter', 'active', later), now)).toBe(10);
    expect(commissionPercentAt(plan(null, null, null), now)).toBe(10);
  });
});

describe('splitAfterRefund', () => {
  it('re-splits what is retained: full refund → nothing, half refund → about half the net', () => {
    expect(splitAfterRefund(499_900, 499_900, 10).netPaise).toBe(0);
    expect(splitAfterRefund(499_900, 249_950, 10)).toMatchObject({ amountPaise: 249_950, netPaise: 220_456 });
    expect(() => splitAfterRefund(100, 101, 10)).toThrow(RangeError);
  });
});

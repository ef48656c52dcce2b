import { describe, expect, it } from 'vitest';
import { commissionPercentFor, splitAfterRefund, splitCoursePayment } from './earnings';

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

describe('splitAfterRefund', () => {
  it('re-splits what is retained: full refund → nothing, half refund → about half the net', () => {
    expect(splitAfterRefund(499_900, 499_900, 10).netPaise).toBe(0);
    expect(splitAfterRefund(499_900, 249_950, 10)).toMatchObject({ amountPaise: 249_950, netPaise: 220_456 });
    expect(() => splitAfterRefund(100, 101, 10)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { GST_ON_COMMISSION_PERCENT, PLAN_COMMISSION_PERCENT, splitCoursePayment } from './earnings';
import { commissionPercentAt } from './earnings';
import { coursePricePreview, feePreviewText, planFeeText, salePlanAt } from './plan-fees';

describe('planFeeText', () => {
  it('states each plan commission and the GST on it from the earnings constants', () => {
    expect(planFeeText('starter')).toBe('10% platform commission per course sale, plus 18% GST on the commission');
    expect(planFeeText('professional')).toContain(`${PLAN_COMMISSION_PERCENT.professional}% platform commission`);
    expect(planFeeText('professional')).toContain(`${GST_ON_COMMISSION_PERCENT}% GST`);
  });
});

describe('coursePricePreview', () => {
  it('₹1,000 on Starter: learners pay ₹1,000, you receive ₹882 (₹100 commission + ₹18 GST)', () => {
    const p = coursePricePreview(1000, 'starter');
    expect(p).toEqual({ learnerPaysPaise: 100000, receivePaise: 88200 });
    expect(feePreviewText(p!)).toBe('Learners pay ₹1,000 · you receive ₹882');
  });

  it('₹1,000 on Professional keeps more: ₹941', () => {
    expect(coursePricePreview(1000, 'professional')).toEqual({ learnerPaysPaise: 100000, receivePaise: 94100 });
  });

  it('rounds to the paisa exactly as the server split', () => {
    // ₹999.99: commission 9,999.9 → 10,000 paise, GST 1,800 → net 88,199 paise.
    expect(coursePricePreview(999.99, 'starter')).toEqual({ learnerPaysPaise: 99999, receivePaise: 88199 });
    expect(feePreviewText(coursePricePreview(999.99, 'starter')!)).toBe('Learners pay ₹999.99 · you receive ₹881.99');
    // ₹0.07: commission 0.7 → 1 paisa, GST 0.18 → 0, net 6 paise.
    expect(coursePricePreview(0.07, 'starter')).toEqual({ learnerPaysPaise: 7, receivePaise: 6 });
    // a typed third decimal rounds to the paisa first
    expect(coursePricePreview(12.345, 'professional')?.learnerPaysPaise).toBe(1235);
    for (const rupees of [1, 49.5, 299, 1234.56, 25000]) {
      const p = coursePricePreview(rupees, 'professional')!;
      expect(p.receivePaise).toBe(splitCoursePayment(p.learnerPaysPaise, 5).netPaise);
      expect(Number.isInteger(p.receivePaise)).toBe(true);
    }
  });

  it('a free course previews ₹0 and nonsense previews nothing', () => {
    expect(coursePricePreview(0, 'starter')).toEqual({ learnerPaysPaise: 0, receivePaise: 0 });
    expect(coursePricePreview(Number.NaN, 'starter')).toBeNull();
    expect(coursePricePreview(-5, 'starter')).toBeNull();
  });
});

describe('salePlanAt', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const later = new Date('2027-01-01T00:00:00Z');
  const earlier = new Date('2026-11-01T00:00:00Z');
  it('agrees with commissionPercentAt for every plan state', () => {
    for (const subscription_plan of ['starter', 'professional', 'gold', null])
      for (const subscription_status of ['active', 'expired', 'cancelled', null])
        for (const subscription_end_date of [later, earlier, null]) {
          const state = { subscription_plan, subscription_status, subscription_end_date };
          expect(PLAN_COMMISSION_PERCENT[salePlanAt(state, now)]).toBe(commissionPercentAt(state, now));
        }
    expect(salePlanAt(null, now)).toBe('starter');
  });
});

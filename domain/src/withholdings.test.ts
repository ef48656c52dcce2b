import { describe, expect, it } from 'vitest';
import { splitCoursePayment } from './earnings';
import { linePayoutPaise, refundLineAmounts, statementTotals } from './payouts';
import {
  NO_WITHHOLDING,
  payoutAfterWithholding,
  rateOn,
  readSaleWithholding,
  saleWithholding,
  TCS_52_RATES,
  tcsParts,
  TDS_194O_RATES,
  withheldOn,
  withholdingSummary,
} from './withholdings';

// Midnight IST is 18:30 UTC the day before.
const istMidnight = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() - 5.5 * 3_600_000);
const justBefore = (d: Date) => new Date(d.getTime() - 1);

describe('rates in force, by the IST date of the sale', () => {
  it('194-O: 1 % until 30 Sep 2024 IST, 0.1 % from 1 Oct 2024 00:00 IST', () => {
    const oct1 = istMidnight('2024-10-01');
    expect(oct1.toISOString()).toBe('2024-09-30T18:30:00.000Z');
    expect(rateOn(TDS_194O_RATES, justBefore(oct1))).toBe(100);
    expect(rateOn(TDS_194O_RATES, oct1)).toBe(10);
    expect(rateOn(TDS_194O_RATES, istMidnight('2021-03-31'))).toBe(75);
    expect(rateOn(TDS_194O_RATES, istMidnight('2021-04-01'))).toBe(100);
    expect(rateOn(TDS_194O_RATES, justBefore(istMidnight('2020-10-01')))).toBe(0);
  });
  it('s.52 TCS: 1 % until 9 Jul 2024 IST, 0.5 % from 10 Jul 2024 00:00 IST', () => {
    const jul10 = istMidnight('2024-07-10');
    expect(rateOn(TCS_52_RATES, justBefore(jul10))).toBe(100);
    expect(rateOn(TCS_52_RATES, jul10)).toBe(50);
    expect(rateOn(TCS_52_RATES, new Date('2026-11-26T06:00:00Z'))).toBe(50);
  });
  it('TCS only for a GST-registered trainer; IGST only across states', () => {
    const at = new Date('2026-11-26T06:00:00Z');
    expect(saleWithholding(at, true, true)).toEqual({
      tds_bp: 10,
      tcs_bp: 50,
      gst_registered: true,
      tcs_inter_state: true,
    });
    expect(saleWithholding(at, false, true)).toEqual({
      tds_bp: 10,
      tcs_bp: 0,
      gst_registered: false,
      tcs_inter_state: false,
    });
  });
});

describe('withheldOn: the base and the rounding', () => {
  const now = saleWithholding(new Date('2026-11-26T06:00:00Z'), true, false);
  it('a registered trainer: the taxable value (price less the GST in it)', () => {
    // ₹4,999 incl. 18 % GST → taxable ₹4,236.44; TDS 0.1 % = ₹4.236 → ₹4.24; TCS 0.5 % = ₹21.18.
    expect(withheldOn(499_900, now)).toEqual({ basePaise: 423_644, tdsPaise: 424, tcsPaise: 2_118 });
  });
  it('an unregistered trainer: the whole price, no TCS', () => {
    const w = saleWithholding(new Date('2026-11-26T06:00:00Z'), false, false);
    expect(withheldOn(499_900, w)).toEqual({ basePaise: 499_900, tdsPaise: 500, tcsPaise: 0 });
  });
  it('rounds half up to the paisa', () => {
    const w = { ...NO_WITHHOLDING, tds_bp: 10 };
    expect(withheldOn(5_000, w).tdsPaise).toBe(5); // 5.000
    expect(withheldOn(4_999, w).tdsPaise).toBe(5); // 4.999
    expect(withheldOn(4_500, w).tdsPaise).toBe(5); // 4.5 → 5
    expect(withheldOn(4_499, w).tdsPaise).toBe(4);
    expect(withheldOn(0, now)).toEqual({ basePaise: 0, tdsPaise: 0, tcsPaise: 0 });
  });
  it('refuses a negative or fractional amount', () => {
    expect(() => withheldOn(-1, now)).toThrow(RangeError);
    expect(() => withheldOn(1.5, now)).toThrow(RangeError);
  });
  it('TCS parts add up to the TCS: CGST takes an odd paisa, IGST across states', () => {
    expect(tcsParts(2_119, false)).toEqual({ cgstPaise: 1_060, sgstPaise: 1_059, igstPaise: 0 });
    expect(tcsParts(-2_119, false)).toEqual({ cgstPaise: -1_060, sgstPaise: -1_059, igstPaise: 0 });
    expect(tcsParts(2_119, true)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 2_119 });
  });
});

describe('payouts net of withholdings', () => {
  const w = saleWithholding(new Date('2026-11-26T06:00:00Z'), true, false);
  it('the payout is the net less TDS and TCS', () => {
    const p = payoutAfterWithholding(499_900, 0, 10, w);
    expect(p.netPaise).toBe(splitCoursePayment(499_900, 10).netPaise);
    expect(p.payoutPaise).toBe(p.netPaise - 424 - 2_118);
  });
  it('refund lines reverse the withholding; parts shown add up to the totals shown', () => {
    const sale = payoutAfterWithholding(499_900, 0, 10, w);
    const saleLine = {
      gross_paise: 499_900,
      commission_paise: 49_990,
      gst_paise: 8_998,
      net_paise: sale.netPaise,
      tds_paise: sale.tdsPaise,
      tcs_paise: sale.tcsPaise,
    };
    const r1 = refundLineAmounts(499_900, 0, 249_950, 10, w);
    const r2 = refundLineAmounts(499_900, 249_950, 249_950, 10, w);
    expect(r1.tds_paise).toBeLessThan(0);
    expect(r1.tcs_paise).toBeLessThan(0);
    const t = statementTotals([saleLine, r1, r2]);
    expect(t).toMatchObject({ netPaise: 0, tdsPaise: 0, tcsPaise: 0, payoutPaise: 0 });
    const half = statementTotals([saleLine, r1]);
    const kept = payoutAfterWithholding(499_900, 249_950, 10, w);
    expect(half.tdsPaise).toBe(kept.tdsPaise);
    expect(half.tcsPaise).toBe(kept.tcsPaise);
    expect(half.payoutPaise).toBe(kept.payoutPaise);
    expect(half.netPaise - half.tdsPaise - half.tcsPaise).toBe(half.payoutPaise);
    expect(linePayoutPaise(r1)).toBe(r1.net_paise - r1.tds_paise - r1.tcs_paise);
  });
  it('reads older transfers without withholding fields as none', () => {
    expect(readSaleWithholding(undefined)).toEqual(NO_WITHHOLDING);
    expect(readSaleWithholding({ tds_bp: 10, tcs_bp: -5, gst_registered: 'yes' })).toEqual({
      ...NO_WITHHOLDING,
      tds_bp: 10,
    });
  });
});

describe('withholdingSummary', () => {
  it('totals TDS and TCS, its parts adding up to the TCS', () => {
    const s = withholdingSummary([
      { tds_paise: 424, tcs_paise: 2_119, tcs_inter_state: false },
      { tds_paise: 300, tcs_paise: 1_500, tcs_inter_state: true },
      { tds_paise: -212, tcs_paise: -1_059, tcs_inter_state: false },
      { tds_paise: undefined, tcs_paise: undefined },
    ]);
    expect(s).toEqual({ tdsPaise: 512, tcsPaise: 2_560, cgstPaise: 530, sgstPaise: 530, igstPaise: 1_500 });
    expect(s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(s.tcsPaise);
  });
});

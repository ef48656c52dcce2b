import { describe, expect, it } from 'vitest';
import { splitCoursePayment } from './earnings';
import {
  formatWholeRupees,
  istMonth,
  payoutHoldUntil,
  payoutStateText,
  previousMonth,
  refundLineAmounts,
  statementTotals,
} from './payouts';
import { statementCsv } from './statement-csv';
import { payoutSetupSchema, PAYOUT_SETUP_MESSAGES } from './schemas/payouts';

describe('payoutHoldUntil', () => {
  it('holds until the batch start, or 7 days after purchase without a batch', () => {
    const bought = new Date('2026-11-24T10:00:00Z');
    const start = new Date('2026-12-01T04:30:00Z');
    expect(payoutHoldUntil(bought, start).toISOString()).toBe(start.toISOString());
    expect(payoutHoldUntil(bought, null).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
});

describe('istMonth', () => {
  it('uses IST: 31 Oct 19:00 UTC is already November in India', () => {
    expect(istMonth(new Date('2026-10-31T18:29:59Z'))).toBe('2026-10');
    expect(istMonth(new Date('2026-10-31T18:30:00Z'))).toBe('2026-11');
    expect(previousMonth('2026-01')).toBe('2025-12');
  });
});

describe('refundLineAmounts', () => {
  it('a full refund takes back the whole sale, line by line', () => {
    const sale = splitCoursePayment(499_900, 10);
    const line = refundLineAmounts(499_900, 0, 499_900, 10);
    expect(line).toEqual({
      gross_paise: -499_900,
      commission_paise: -sale.commissionPaise,
      gst_paise: -sale.gstPaise,
      net_paise: -sale.netPaise,
      tds_paise: 0,
      tcs_paise: 0,
    });
  });

  it('two partial refunds add up to the split of what is kept', () => {
    const a = refundLineAmounts(299_900, 0, 149_950, 5);
    const b = refundLineAmounts(299_900, 149_950, 50_000, 5);
    const kept = splitCoursePayment(299_900 - 199_950, 5);
    const sale = splitCoursePayment(299_900, 5);
    expect(sale.netPaise + a.net_paise + b.net_paise).toBe(kept.netPaise);
    for (const l of [a, b]) expect(l.commission_paise + l.gst_paise + l.net_paise).toBe(l.gross_paise);
  });
});

describe('statement totals and CSV', () => {
  const at = new Date('2026-11-20T06:00:00Z');
  const sale = splitCoursePayment(499_900, 10);
  const lines = [
    {
      trainer_id: 't',
      kind: 'sale' as const,
      month: '2026-11',
      occurred_at: at,
      order_id: 'order_A',
      enrollment_id: 'c_u',
      course_title: 'React, "fast"',
      gross_paise: 499_900,
      commission_paise: sale.commissionPaise,
      gst_paise: sale.gstPaise,
      net_paise: sale.netPaise,
      tds_paise: 0,
      tcs_paise: 0,
      tcs_inter_state: false,
      after_payout: false,
    },
    {
      trainer_id: 't',
      kind: 'refund' as const,
      month: '2026-11',
      occurred_at: at,
      order_id: 'order_A',
      enrollment_id: 'c_u',
      course_title: 'React, "fast"',
      ...refundLineAmounts(499_900, 0, 249_950, 10),
      tcs_inter_state: false,
      after_payout: true,
    },
  ];
  it('sums gross, refunds, commission, GST and net', () => {
    const t = statementTotals(lines);
    expect(t.grossPaise).toBe(499_900);
    expect(t.refundsPaise).toBe(249_950);
    expect(t.commissionPaise + t.gstPaise + t.netPaise).toBe(249_950);
  });
  it('writes quoted CSV in rupees with a totals row', () => {
    const csv = statementCsv(lines).trim().split('\r\n');
    expect(csv).toHaveLength(4);
    expect(csv[1]).toBe('2026-11-20,Sale,"React, ""fast""",order_A,4999.00,499.90,89.98,4409.12,0.00,0.00,4409.12,');
    expect(csv[2]?.endsWith(',Refunded after payout')).toBe(true);
    expect(csv[3]?.startsWith('Total,,,,2499.50,')).toBe(true);
  });
});

describe('payoutSetupSchema', () => {
  const ok = { legal_name: 'Asha Rao', pan: 'abcde1234f', account_number: '1234 5678 9012', ifsc: 'hdfc0001234' };
  it('accepts valid details, upper-casing PAN and IFSC and dropping spaces', () => {
    expect(payoutSetupSchema.parse(ok)).toEqual({
      legal_name: 'Asha Rao',
      pan: 'ABCDE1234F',
      account_number: '123456789012',
      ifsc: 'HDFC0001234',
    });
  });
  it.each([
    ['pan', 'ABCD1234F', PAYOUT_SETUP_MESSAGES.pan],
    ['account_number', '12345678', PAYOUT_SETUP_MESSAGES.accountNumber],
    ['account_number', '1234567890123456789', PAYOUT_SETUP_MESSAGES.accountNumber],
    ['ifsc', 'HDFC1001234', PAYOUT_SETUP_MESSAGES.ifsc],
    ['legal_name', 'Al', PAYOUT_SETUP_MESSAGES.legalName],
  ])('refuses %s %s with a plain message', (field, value, message) => {
    const r = payoutSetupSchema.safeParse({ ...ok, [field]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('payoutStateText', () => {
  it('names the hold end in IST and the UTR once settled', () => {
    const until = new Date('2026-12-01T04:30:00Z');
    expect(payoutStateText({ status: 'held', on_hold_until: until, utr: null })).toBe(
      'On hold until 1 Dec 2026, 10:00 am',
    );
    expect(payoutStateText({ status: 'settled', on_hold_until: until, utr: 'UTR123' })).toBe('Settled, UTR UTR123');
  });
});

describe('formatWholeRupees (the one rupee format, exact paise)', () => {
  it('shows exact paise, signed with U+2212', () => {
    expect(formatWholeRupees(1_322_912)).toBe('₹13,229.12');
    expect(formatWholeRupees(149_990)).toBe('₹1,499.90');
    expect(formatWholeRupees(-26_998)).toBe('\u2212₹269.98');
    expect(formatWholeRupees(-599_950)).toBe('\u2212₹5,999.50');
    expect(formatWholeRupees(0)).toBe('₹0');
  });

  it('the statement parts shown add up to the net shown (rounded apart, they missed by a rupee)', () => {
    // Three ₹5,999 sales at 10 % and one half refunded (₹2,999.50): each total rounded to the rupee
    // on its own gave gross − refunds − commission − GST one rupee off the net shown.
    const s = splitCoursePayment(599_900, 10);
    const sale = {
      gross_paise: s.amountPaise,
      commission_paise: s.commissionPaise,
      gst_paise: s.gstPaise,
      net_paise: s.netPaise,
    };
    const t = statementTotals([sale, sale, sale, refundLineAmounts(599_900, 0, 299_950, 10)]);
    const shownPaise = (p: number) =>
      Math.round(Number(formatWholeRupees(p).replace('\u2212', '-').replace(/[₹,]/g, '')) * 100);
    const parts =
      shownPaise(t.grossPaise) - shownPaise(t.refundsPaise) - shownPaise(t.commissionPaise) - shownPaise(t.gstPaise);
    expect(parts).toBe(shownPaise(t.netPaise));
    expect(formatWholeRupees(t.refundsPaise)).toBe('₹2,999.50');
  });
});

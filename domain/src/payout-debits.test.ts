import { describe, expect, it } from 'vitest';
import { afterPayoutNote, debitStateText, istDay, recoveryRows } from './payout-debits';
import { refundLineAmounts } from './payouts';
import { statementCsv } from './statement-csv';
import type { PayoutDebit, StatementLine } from './schemas/payouts';

const at = (iso: string) => new Date(iso);
const debit = (over: Partial<PayoutDebit> = {}): PayoutDebit => ({
  trainer_id: 'tina',
  order_id: 'order_A',
  refund_id: 'rfnd_1',
  course_title: 'React',
  amount_paise: 88_200,
  recovered_paise: 0,
  status: 'open',
  reversal: 'refused',
  razorpay_reversal_id: null,
  recoveries: {},
  refunded_at: at('2026-11-20T06:00:00Z'),
  created_at: at('2026-11-20T06:00:00Z'),
  recovered_at: null,
  ...over,
});
const netted = debit({
  status: 'recovered',
  recovered_paise: 88_200,
  recoveries: {
    order_C: { amount_paise: 44_100, at: at('2026-11-26T20:00:00Z') },
    order_B: { amount_paise: 44_100, at: at('2026-11-24T04:00:00Z') },
  },
  recovered_at: at('2026-11-26T20:00:00Z'),
});

describe('refunds after payout, as the trainer reads them', () => {
  it('dates in IST', () => {
    expect(istDay(at('2026-11-26T20:00:00Z'))).toBe('27 Nov 2026');
  });
  it('says what is open, and how each debit was recovered', () => {
    expect(debitStateText(debit())).toBe('₹882 to deduct from your next payouts');
    expect(debitStateText(debit({ reversal: 'pending' }))).toBe('₹882 being taken back from your payout account');
    expect(
      debitStateText(
        debit({
          recovered_paise: 44_100,
          recoveries: { order_B: { amount_paise: 44_100, at: at('2026-11-24T04:00:00Z') } },
        }),
      ),
    ).toBe('₹441 left to deduct from your next payouts (part recovered from your payout of 24 Nov 2026)');
    expect(debitStateText(netted)).toBe('Recovered from your payouts of 24 Nov 2026, 27 Nov 2026');
    expect(
      debitStateText(debit({ status: 'recovered', reversal: 'done', recovered_at: at('2026-11-21T05:00:00Z') })),
    ).toBe('Recovered from your payout account on 21 Nov 2026');
    expect(afterPayoutNote(undefined)).toBe('Refunded after payout');
    expect(afterPayoutNote(debit())).toBe('Refunded after payout: ₹882 to deduct from your next payouts');
  });
  it('lists the recoveries of a month, oldest first', () => {
    expect(recoveryRows([netted], '2026-11').map((r) => [r.paise, r.how])).toEqual([
      [44_100, 'Recovered from your payout of 24 Nov 2026 (order order_B)'],
      [44_100, 'Recovered from your payout of 27 Nov 2026 (order order_C)'],
    ]);
    expect(recoveryRows([netted], '2026-12')).toEqual([]);
  });
  it('puts truthful notes and recovery rows in the CSV, outside the totals', () => {
    const line: StatementLine = {
      trainer_id: 'tina',
      kind: 'refund',
      month: '2026-11',
      occurred_at: at('2026-11-20T06:00:00Z'),
      order_id: 'order_A',
      enrollment_id: 'c1_alice',
      course_title: 'React',
      ...refundLineAmounts(100_000, 0, 100_000, 10),
      tcs_inter_state: false,
      after_payout: true,
      refund_id: 'rfnd_1',
    };
    const csv = statementCsv([line], { debits: [netted], month: '2026-11' })
      .trim()
      .split('\r\n');
    expect(csv[1]).toContain(',"Refunded after payout: recovered from your payouts of 24 Nov 2026, 27 Nov 2026"');
    expect(csv[2]).toBe(
      '2026-11-24,Recovery,React,order_A,,,,,,,,441.00 Recovered from your payout of 24 Nov 2026 (order order_B)',
    );
    expect(csv[4]).toBe('Total,,,,-1000.00,-100.00,-18.00,-882.00,0.00,0.00,-882.00,');
  });
});

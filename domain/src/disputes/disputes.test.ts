import { describe, expect, it } from 'vitest';
import {
  addIstBusinessDays,
  disputeDueDates,
  disputeRefundPaise,
  reportableClasses,
  reportClassProblemSchema,
} from './disputes';
import { checkOrderMoney, CLASS_DISPUTE_REASON, expectedRetained } from '../money-invariant';
import { disputeDueText, disputeStateText } from './schemas';

describe('dispute outcomes', () => {
  it('refunds 100, 50 or 0 % of the class share of what was paid', () => {
    // ₹4,999 over 8 classes: 62,488 paise each, the first 4 take one more (62,487.5 × 8 = 499,900).
    expect(disputeRefundPaise(499_900, 8, 1, 'trainer_no_show', 499_900)).toBe(62_488);
    expect(disputeRefundPaise(499_900, 8, 8, 'technical_problem', 499_900)).toBe(62_487);
    expect(disputeRefundPaise(499_900, 8, 8, 'quality_problem', 499_900)).toBe(31_243);
    expect(disputeRefundPaise(499_900, 8, 3, 'mutual_agreement', 499_900)).toBe(31_244);
    expect(disputeRefundPaise(499_900, 8, 3, 'learner_no_show', 499_900)).toBe(0);
    expect(disputeRefundPaise(499_900, 8, 3, 'completed', 499_900)).toBe(0);
  });
  it('never refunds more than the payment still holds', () => {
    expect(disputeRefundPaise(10_000, 2, 1, 'trainer_cancelled', 3_000)).toBe(3_000);
  });
});

describe('business days in IST', () => {
  // Thu 26 Nov 2026, 20:00 IST (14:30 UTC).
  const thu = new Date('2026-11-26T14:30:00Z');
  it('skips Saturday and Sunday and ends at IST midnight', () => {
    // +1 → Fri 27 Nov ends 28 Nov 00:00 IST = 27 Nov 18:30 UTC; +2 → Mon 30 Nov.
    expect(addIstBusinessDays(thu, 1).toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(addIstBusinessDays(thu, 2).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(disputeDueDates(thu)).toEqual({
      dueBy: new Date('2026-12-03T18:30:00.000Z'),
      overdueAfter: new Date('2026-12-07T18:30:00.000Z'),
    });
  });
  it('counts the IST day: 23:00 UTC Friday is already Saturday in India', () => {
    const satIst = new Date('2026-11-27T23:00:00Z');
    expect(addIstBusinessDays(satIst, 1).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(addIstBusinessDays(satIst, 0).toISOString()).toBe('2026-11-28T18:30:00.000Z');
  });
});

describe('reportClassProblemSchema', () => {
  const ok = { batchId: 'b1', n: 2, reason: 'trainer_no_show', note: 'Nobody joined the call.' };
  it('accepts a report and refuses extra keys, short notes and unknown reasons', () => {
    expect(reportClassProblemSchema.safeParse(ok).success).toBe(true);
    expect(reportClassProblemSchema.safeParse({ ...ok, refund: 1 }).success).toBe(false);
    expect(reportClassProblemSchema.safeParse({ ...ok, note: 'bad' }).success).toBe(false);
    expect(reportClassProblemSchema.safeParse({ ...ok, reason: 'refund_me' }).success).toBe(false);
  });
});

describe('disputeStateText and disputeDueText', () => {
  const d = {
    due_by: new Date('2026-12-03T18:30:00Z'),
    overdue_after: new Date('2026-12-07T18:30:00Z'),
    outcome: null,
    refund_paise: null,
  };
  it('says when an open dispute is due, and when it is overdue', () => {
    expect(disputeStateText({ ...d, status: 'open' })).toBe('Reported · resolution due by 3 Dec 2026');
    expect(disputeDueText(d, new Date('2026-12-05T00:00:00Z'))).toBe('Due by 3 Dec 2026');
    expect(disputeDueText(d, new Date('2026-12-07T18:31:00Z'))).toBe('Overdue (was due by 3 Dec 2026)');
  });
  it('says the outcome and the refund once resolved', () => {
    expect(disputeStateText({ ...d, status: 'resolved', outcome: 'quality_problem', refund_paise: 31_243 })).toBe(
      'Resolved: Quality problem · ₹312.43 refunded',
    );
    expect(disputeStateText({ ...d, status: 'resolved', outcome: 'completed', refund_paise: 0 })).toBe(
      'Resolved: Class completed · no refund',
    );
  });
});

describe('reportableClasses', () => {
  const h = 3_600_000;
  const now = new Date('2026-12-10T12:00:00Z');
  const cls = (n: number, startHoursAgo: number) => ({
    n,
    starts_at: new Date(now.getTime() - startHoursAgo * h),
    ends_at: new Date(now.getTime() - startHoursAgo * h + h),
  });
  it('lists begun classes that ended at most 72 h ago, newest first', () => {
    const list = reportableClasses([cls(1, 74), cls(2, 73), cls(3, 0.5), cls(4, -2)], now);
    expect(list.map((c) => c.n)).toEqual([3, 2]);
  });
});

describe('the order invariant with class refunds', () => {
  const refund = (amount: number, reason: string) => ({
    id: `r-${reason}`,
    amount,
    status: 'processed',
    payment_id: 'pay_1',
    reason,
    razorpay_refund_id: 'rfnd_1',
  });
  const facts = (status: string, refundedPaise: number, refunds: ReturnType<typeof refund>[]) => ({
    orderId: 'o1',
    order: { purpose: 'enrollment', status: 'paid', amount: 99_900, uid: 'u1', payment_id: 'pay_1' },
    payments: [
      { id: 'pay_1', amount: 99_900, amount_refunded: refunds.reduce((s, r) => s + r.amount, 0), status: 'captured' },
    ],
    refunds,
    enrollment: { order_id: 'o1', status, refunded_paise: refundedPaise },
  });
  it('keeps the payment less class refunds while active, and nothing after a cancellation of the rest', () => {
    expect(expectedRetained(facts('active', 0, [refund(49_950, CLASS_DISPUTE_REASON)]))).toBe(49_950);
    const cancelled = facts('cancelled', 49_950, [
      refund(49_950, CLASS_DISPUTE_REASON),
      refund(49_950, 'learner_cancelled'),
    ]);
    expect(expectedRetained(cancelled)).toBe(0);
    expect(checkOrderMoney(cancelled).problems).toEqual([]);
  });
});

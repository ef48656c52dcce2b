import { describe, expect, it } from 'vitest';
import { checkOrderMoney, expectedRetained, type OrderFacts } from './money-invariant';

const paidOrder = (purpose: string, amount: number): OrderFacts['order'] => ({
  purpose,
  status: 'paid',
  amount,
  uid: 'u1',
  payment_id: 'pay_1',
});
const payment = (amount: number, refunded = 0) => ({
  id: 'pay_1',
  amount,
  amount_refunded: refunded,
  status: refunded === amount ? 'refunded' : 'captured',
});
const refund = (amount: number, reason = 'learner_cancelled', status = 'processed') => ({
  id: `r_${amount}`,
  amount,
  status,
  payment_id: 'pay_1',
  reason,
  razorpay_refund_id: 'rfnd_1',
  at_razorpay: { amount, payment_id: 'pay_1' },
});

describe('money invariant on hand-made data (docs/decisions/086-money-invariant.md)', () => {
  it('an active enrolment retains its whole amount', () => {
    const f: OrderFacts = {
      orderId: 'o1',
      order: paidOrder('enrollment', 99_900),
      payments: [payment(99_900)],
      refunds: [],
      enrollment: { order_id: 'o1', status: 'active', refunded_paise: null },
    };
    expect(checkOrderMoney(f)).toEqual({
      orderId: 'o1',
      purpose: 'enrollment',
      paid: 99_900,
      refunded: 0,
      retained: 99_900,
      problems: [],
    });
  });

  it('a cancelled enrolment refunded 50 % retains amount − refunded_paise (₹999 → ₹499.50 each way)', () => {
    const f: OrderFacts = {
      orderId: 'o2',
      order: paidOrder('enrollment', 99_900),
      payments: [payment(99_900, 49_950)],
      refunds: [refund(49_950)],
      enrollment: { order_id: 'o2', status: 'cancelled', refunded_paise: 49_950 },
    };
    expect(expectedRetained(f)).toBe(49_950);
    expect(checkOrderMoney(f)).toMatchObject({ paid: 99_900, refunded: 49_950, retained: 49_950, problems: [] });
  });

  it('a cancelled enrolment whose refund is missing breaks the invariant', () => {
    const f: OrderFacts = {
      orderId: 'o3',
      order: paidOrder('enrollment', 99_900),
      payments: [payment(99_900)],
      refunds: [],
      enrollment: { order_id: 'o3', status: 'cancelled', refunded_paise: 99_900 },
    };
    expect(checkOrderMoney(f).problems).toEqual(['paid 99900 ≠ refunded 0 + retained 0']);
  });

  it('a cancelled enrolment whose refund failed still holds the money: only the failed refund is reported', () => {
    const f: OrderFacts = {
      orderId: 'o5',
      order: paidOrder('enrollment', 99_900),
      payments: [payment(99_900)],
      refunds: [
        { ...refund(99_900, 'learner_cancelled', 'failed'), at_razorpay: { amount: 99_900, payment_id: 'pay_1' } },
      ],
      enrollment: { order_id: 'o5', status: 'cancelled', refunded_paise: 99_900 },
    };
    expect(checkOrderMoney(f)).toMatchObject({ paid: 99_900, refunded: 0, retained: 99_900 });
    expect(checkOrderMoney(f).problems).toEqual(['refund r_99900 is failed']);
  });

  it('an enrolment kept after a full refund (retained 0 expected) is flagged through the sum', () => {
    const f: OrderFacts = {
      orderId: 'o4',
      order: paidOrder('enrollment', 50_000),
      payments: [payment(50_000, 50_000)],
      refunds: [refund(50_000)],
      enrollment: { order_id: 'o4', status: 'active', refunded_paise: null },
    };
    expect(checkOrderMoney(f).problems).toContain('paid 50000 ≠ refunded 50000 + retained 50000');
  });

  it('a plan refunded under the money-back guarantee retains 0; unrefunded it retains its amount', () => {
    const refunded: OrderFacts = {
      orderId: 'o5',
      order: paidOrder('subscription', 100_000),
      payments: [payment(100_000, 100_000)],
      refunds: [refund(100_000, 'plan_money_back')],
      enrollment: null,
      subscriptionStatus: 'cancelled',
    };
    expect(checkOrderMoney(refunded)).toMatchObject({ retained: 0, refunded: 100_000, problems: [] });
    const kept: OrderFacts = { ...refunded, payments: [payment(100_000)], refunds: [], subscriptionStatus: 'active' };
    expect(checkOrderMoney(kept)).toMatchObject({ retained: 100_000, problems: [] });
  });

  it('a refund still created, or different at Razorpay, is reported', () => {
    const f: OrderFacts = {
      orderId: 'o6',
      order: paidOrder('subscription', 100_000),
      payments: [payment(100_000, 100_000)],
      refunds: [{ ...refund(100_000, 'plan_money_back', 'created'), at_razorpay: { amount: 1, payment_id: 'pay_1' } }],
      enrollment: null,
      subscriptionStatus: 'cancelled',
    };
    expect(checkOrderMoney(f).problems).toEqual([
      'paid 100000 ≠ refunded 0 + retained 0',
      'Razorpay refunded 100000, records say 0',
      'refund r_100000 is created',
      'refund r_100000 differs at Razorpay',
    ]);
  });
});

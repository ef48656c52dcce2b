// The fulfilment decision without emulators: every branch of fulfilmentResult, the refund reasons,
// the notification words and the enrolment's split. The transaction around it (one fulfilment under
// racing verify and webhook calls, the refund it records) is proved in verify-razorpay-payment,
// duplicate-payments, stale-orders and razorpay-webhook tests on the emulators.
import { GST_ON_COMMISSION_PERCENT, PLAN_COMMISSION_PERCENT } from '@skillsetu/domain';
import { describe, expect, it } from 'vitest';
import {
  enrollmentSplit,
  fulfilmentResult,
  notificationFor,
  REFUNDED,
  refundReasonOf,
  type FulfilFacts,
} from './fulfil-decision';

const open = { status: 'created', payment_id: null, amount: 299_900 } as const;
const facts = (over: Partial<FulfilFacts> = {}): FulfilFacts => ({
  order: open,
  paymentId: 'pay_1',
  source: 'verify',
  eventSeen: false,
  stale: null,
  paidElsewhere: false,
  problem: null,
  ...over,
});

describe('fulfilmentResult', () => {
  it('fulfils an open order whose sale stands', () => {
    expect(fulfilmentResult(facts())).toBe('fulfilled');
    expect(fulfilmentResult(facts({ source: 'webhook', amountPaid: 299_900 }))).toBe('fulfilled');
  });

  it('answers a replayed webhook event before anything else', () => {
    expect(fulfilmentResult(facts({ eventSeen: true, order: null }))).toBe('duplicate-event');
    expect(fulfilmentResult(facts({ eventSeen: true, amountPaid: 1 }))).toBe('duplicate-event');
  });

  it('reports a missing or unusable order', () => {
    expect(fulfilmentResult(facts({ order: null }))).toBe('missing');
  });

  it('keeps a paid order: the same payment is already paid, another payment is a duplicate', () => {
    const paid = { status: 'paid', payment_id: 'pay_1', amount: 299_900 } as const;
    expect(fulfilmentResult(facts({ order: paid }))).toBe('already-paid');
    expect(fulfilmentResult(facts({ order: paid, paymentId: 'pay_2' }))).toBe('duplicate-payment');
    // The free-plan path has no Razorpay payment: a repeat is the same activation.
    expect(fulfilmentResult(facts({ order: { ...paid, payment_id: 'free' }, paymentId: 'x', source: 'free' }))).toBe(
      'already-paid',
    );
    // A paid order wins over every later check (its money already stands).
    expect(fulfilmentResult(facts({ order: paid, amountPaid: 1, stale: 'order_expired', problem: 'full' }))).toBe(
      'already-paid',
    );
  });

  it('refuses a captured amount unlike the order (paise), before staleness', () => {
    expect(fulfilmentResult(facts({ amountPaid: 299_899, stale: 'price_changed' }))).toBe('amount-mismatch');
  });

  it('maps each stale reason to its result, before a payment through another order', () => {
    expect(fulfilmentResult(facts({ stale: 'order_expired', paidElsewhere: true }))).toBe('order-expired');
    expect(fulfilmentResult(facts({ stale: 'price_changed' }))).toBe('price-changed');
    expect(fulfilmentResult(facts({ stale: 'batch_changed' }))).toBe('batch-changed');
  });

  it('refunds an enrolment paid through another order, before the course check', () => {
    expect(fulfilmentResult(facts({ paidElsewhere: true, problem: 'course' }))).toBe('duplicate-payment');
  });

  it('refunds a course no longer on sale, and a full or closed batch', () => {
    expect(fulfilmentResult(facts({ problem: 'course' }))).toBe('course-unavailable');
    expect(fulfilmentResult(facts({ problem: 'full' }))).toBe('batch-full');
    expect(fulfilmentResult(facts({ problem: 'closed' }))).toBe('batch-full');
  });
});

describe('refunds of a fulfilment', () => {
  it('refunds exactly the results whose payment cannot be kept', () => {
    expect([...REFUNDED].sort()).toEqual(
      [
        'amount-mismatch',
        'batch-changed',
        'batch-full',
        'course-unavailable',
        'duplicate-payment',
        'order-expired',
        'price-changed',
      ].sort(),
    );
    for (const kept of ['fulfilled', 'already-paid', 'missing', 'duplicate-event'] as const)
      expect(REFUNDED.has(kept)).toBe(false);
  });

  it('records each refunded result with its refunds/{id} reason', () => {
    expect(refundReasonOf('duplicate-payment')).toBe('duplicate_payment');
    expect(refundReasonOf('amount-mismatch')).toBe('amount_mismatch');
    expect(refundReasonOf('batch-full')).toBe('batch_full');
    expect(refundReasonOf('course-unavailable')).toBe('course_unavailable');
    expect(refundReasonOf('order-expired')).toBe('order_expired');
    expect(refundReasonOf('price-changed')).toBe('price_changed');
    expect(refundReasonOf('batch-changed')).toBe('batch_changed');
  });
});

describe('notificationFor', () => {
  it('names the plan of a subscription (Starter for an order without one)', () => {
    const pro = notificationFor({ purpose: 'subscription', plan: 'professional', course_title: null });
    expect(pro).toEqual({
      title: 'Payment Successful!',
      message: 'Welcome to the Professional plan! Your subscription is now active.',
      action_url: '/trainer-dashboard',
    });
    expect(notificationFor({ purpose: 'subscription', plan: null, course_title: null }).message).toBe(
      'Welcome to the Starter plan! Your subscription is now active.',
    );
  });

  it('names the course of an enrolment', () => {
    expect(notificationFor({ purpose: 'enrollment', plan: null, course_title: 'React in Hindi' })).toEqual({
      title: 'Payment Successful!',
      message: 'You are enrolled in React in Hindi.',
      action_url: '/my-learning',
    });
    expect(notificationFor({ purpose: 'enrollment', plan: null, course_title: null }).message).toBe(
      'You are enrolled in your course.',
    );
  });
});

describe('enrollmentSplit', () => {
  it('splits the amount by the commission fixed on the order, all in paise', () => {
    const s = enrollmentSplit({ amount: 299_900, commission_percent: 10 });
    expect(s.commission_percent).toBe(10);
    expect(s.commission_paise).toBe(29_990);
    expect(s.gst_paise).toBe(Math.round((29_990 * GST_ON_COMMISSION_PERCENT) / 100));
    expect(s.net_paise + s.commission_paise + s.gst_paise).toBe(299_900);
  });

  it("uses Starter's commission for an older order without one", () => {
    expect(enrollmentSplit({ amount: 100_000, commission_percent: null }).commission_percent).toBe(
      PLAN_COMMISSION_PERCENT.starter,
    );
  });
});

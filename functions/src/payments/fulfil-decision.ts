// The decision inside the fulfilment transaction (fulfil-order.ts), as pure functions: which result a
// payment gets from what the transaction read, the money split an enrolment stores, and the success
// notification. Unit-tested without emulators (fulfil-decision.unit.test.ts); the transaction that
// reads and writes stays in fulfil-order.ts, with its emulator tests (docs/payments.md).
import { commissionPercentFor, PLANS, splitCoursePayment, type RefundReason, type Order } from '@skillsetu/domain';
import { STALE_RESULT, staleReasonOf, type StaleOrderReason, type StaleResult } from './stale-order';

/** Who completed the order: the browser's verify call, Razorpay's webhook, or the free-plan path. */
export type FulfilSource = 'verify' | 'webhook' | 'free';

/**
 * 'fulfilled': this call moved the order to paid; 'already-paid': an earlier call did with this payment;
 * 'duplicate-payment' / 'amount-mismatch': the payment is refunded in full (ADR 012); the rest change nothing.
 */
export type FulfilResult =
  | 'fulfilled'
  | 'already-paid'
  | 'duplicate-payment'
  | 'missing'
  | 'duplicate-event'
  | 'amount-mismatch'
  // A payment for a batch with no seat left (or closed meanwhile): refunded in full (ADR 080).
  | 'batch-full'
  // A payment after the order expired, or for a course whose price or batch changed since: refunded (ADR 145).
  | StaleResult
  // A payment for a course no longer on sale (deleted, unpublished, no batch and not self-paced): refunded in full (ADR 132).
  | 'course-unavailable';

/** Results whose payment is refunded in full after the transaction (ADR 012, ADR 080). */
export const REFUNDED: ReadonlySet<FulfilResult> = new Set([
  'duplicate-payment',
  'amount-mismatch',
  'batch-full',
  ...Object.values(STALE_RESULT),
  'course-unavailable',
]);

/** The refunds/{id} reason of each refunded result that is not a stale order's (those: staleReasonOf). */
const REFUND_REASON: Partial<Record<FulfilResult, RefundReason>> = {
  'amount-mismatch': 'amount_mismatch',
  'batch-full': 'batch_full',
  'course-unavailable': 'course_unavailable',
};

/** The refunds/{id}.reason recorded for a refunded result ('duplicate_payment' for a second payment). */
export function refundReasonOf(result: FulfilResult): RefundReason {
  return staleReasonOf(result) ?? REFUND_REASON[result] ?? 'duplicate_payment';
}

/** What the fulfilment transaction read, as plain facts (every read happens before the decision). */
export interface FulfilFacts {
  /** orders/{id} as read (the orders module), null when missing or unusable. */
  order: Pick<Order, 'status' | 'payment_id' | 'amount'> | null;
  paymentId: string;
  source: FulfilSource;
  /** Captured amount in paise when known (webhook). */
  amountPaid?: number;
  /** A webhook event already recorded in webhook_events/{id}. */
  eventSeen: boolean;
  /** Why the open order can no longer be paid (stale-order.ts, ADR 145), null when it can. */
  stale: StaleOrderReason | null;
  /** The enrolment exists and was paid through another order. */
  paidElsewhere: boolean;
  /** The course's or batch's sale problem (batch-seats.ts saleProblem), null when the sale stands. */
  problem: 'course' | 'full' | 'closed' | null;
}

/**
 * The result of one fulfilment attempt, in this order (ADR 012, 080, 132, 145): a replayed event;
 * a missing order; a paid order (the same payment or the free path: 'already-paid', another payment:
 * 'duplicate-payment'); a captured amount (paise) unlike the order's; a stale order; an enrolment
 * paid through another order; a course no longer on sale; a batch full or closed; else 'fulfilled'.
 */
export function fulfilmentResult(f: FulfilFacts): FulfilResult {
  if (f.eventSeen) return 'duplicate-event';
  const { order } = f;
  if (!order) return 'missing';
  if (order.status === 'paid') {
    const samePayment = order.payment_id === f.paymentId || f.source === 'free';
    return samePayment ? 'already-paid' : 'duplicate-payment';
  }
  if (f.amountPaid !== undefined && f.amountPaid !== order.amount) return 'amount-mismatch';
  if (f.stale) return STALE_RESULT[f.stale];
  if (f.paidElsewhere) return 'duplicate-payment';
  if (f.problem === 'course') return 'course-unavailable';
  if (f.problem) return 'batch-full';
  return 'fulfilled';
}

/** The success notification's words for a paid order (plan or course). */
export function notificationFor(order: Pick<Order, 'purpose' | 'plan' | 'course_title'>): {
  title: string;
  message: string;
  action_url: string;
} {
  if (order.purpose === 'subscription') {
    const name = PLANS[order.plan ?? 'starter'].name;
    return {
      title: 'Payment Successful!',
      message: `Welcome to the ${name} plan! Your subscription is now active.`,
      action_url: '/trainer-dashboard',
    };
  }
  return {
    title: 'Payment Successful!',
    message: `You are enrolled in ${order.course_title ?? 'your course'}.`,
    action_url: '/my-learning',
  };
}

/**
 * The enrolment's money split in paise from the order's amount (paise) and commission, fixed at
 * order creation (Starter's for older orders without one): domain earnings.ts, docs/payments.md.
 */
export function enrollmentSplit(order: Pick<Order, 'amount' | 'commission_percent'>) {
  const split = splitCoursePayment(order.amount, order.commission_percent ?? commissionPercentFor(null));
  return {
    commission_percent: split.commissionPercent,
    commission_paise: split.commissionPaise,
    gst_paise: split.gstPaise,
    net_paise: split.netPaise,
  };
}

// The money invariant (docs/decisions/086-money-invariant.md, extending 012): for every order, paid = refunded + retained,
// where retained is what the active state says we keep — an enrolment's amount while it is active
// (amount − refunded_paise once cancelled), a plan order's amount unless its period was refunded
// under the money-back guarantee, nothing for an unpaid order. Pure: callers gather the facts
// (functions' test checker and `npm run reconcile` from Razorpay, the admin ledger from our records).
import { PLAN_MONEY_BACK_REASON } from './plan-cancellation';

/** The refund reason of a class's share refunded by a resolved dispute (docs/decisions/202-dispute-outcomes.md). */
export const CLASS_DISPUTE_REASON = 'class_dispute';

/** A payment of the order as Razorpay reports it (GET /v1/orders/{id}/payments); paise. */
export interface MoneyPayment {
  id: string;
  amount: number;
  amount_refunded: number;
  status: string;
}

/** refunds/{id} of the order; `at_razorpay` is Razorpay's refund entity when it was looked up. */
export interface MoneyRefund {
  id: string;
  amount: number;
  status: string;
  payment_id: string | null;
  reason: string | null;
  razorpay_refund_id: string | null;
  at_razorpay?: { amount: number; payment_id: string } | null;
}

/** Everything the check needs about one order (null order = the document is missing). */
export interface OrderFacts {
  orderId: string;
  order: {
    purpose: string;
    status: string;
    amount: number;
    uid: string;
    payment_id: string | null;
  } | null;
  /** Razorpay's payments of the order (captured or refunded ones count as paid). */
  payments: MoneyPayment[];
  refunds: MoneyRefund[];
  /** enrollments/{courseId_uid} of an enrolment order, when it exists. */
  enrollment: { order_id: string | null; status: string | null; refunded_paise: number | null } | null;
  /** profiles/{uid}.subscription_status of a plan order's buyer (undefined when not read). */
  subscriptionStatus?: string | null;
}

/** One order's money in paise, and what is wrong (empty when the invariant holds). */
export interface OrderMoney {
  orderId: string;
  purpose: string;
  paid: number;
  refunded: number;
  retained: number;
  problems: string[];
}

/** What the order should still retain (paise) from the state of what it bought. */
export function expectedRetained(f: OrderFacts): number {
  const o = f.order;
  if (!o || o.status !== 'paid') return 0;
  if (o.purpose === 'enrollment') {
    const e = f.enrollment;
    if (!e || e.order_id !== f.orderId) return 0;
    // A class's share refunded by a resolved dispute leaves while the enrolment stays active (ADR 202).
    const disputed = f.refunds
      .filter((r) => r.reason === CLASS_DISPUTE_REASON && r.status === 'processed' && r.payment_id === o.payment_id)
      .reduce((s, r) => s + r.amount, 0);
    if (e.status === 'cancelled') {
      // A refund still pending or failed has not left yet: that money is still held (and owed; the
      // refund's own status is the problem reported), so only processed refunds lower what is retained.
      const unpaid = f.refunds
        .filter((r) => r.status !== 'processed' && r.payment_id === o.payment_id)
        .reduce((s, r) => s + r.amount, 0);
      return Math.max(0, o.amount - (e.refunded_paise ?? 0) - disputed + unpaid);
    }
    return o.amount - disputed;
  }
  const moneyBack = f.refunds.some((r) => r.reason === PLAN_MONEY_BACK_REASON && r.payment_id === o.payment_id);
  return moneyBack ? 0 : o.amount;
}

/**
 * Checks one order: paid (Razorpay's captured payments) = refunded (processed refunds/{id}, equal
 * to Razorpay's amount_refunded) + retained (expectedRetained); every refund processed and equal at
 * Razorpay; a retained amount still held on the order's own payment; a plan order applied to a profile.
 */
export function checkOrderMoney(f: OrderFacts): OrderMoney {
  const problems: string[] = [];
  const o = f.order;
  if (!o) return { orderId: f.orderId, purpose: '', paid: 0, refunded: 0, retained: 0, problems: ['order missing'] };
  const payments = f.payments.filter((p) => p.status === 'captured' || p.status === 'refunded');
  const paid = payments.reduce((s, p) => s + p.amount, 0);
  const refundedAtRazorpay = payments.reduce((s, p) => s + p.amount_refunded, 0);
  const refunded = f.refunds.filter((r) => r.status === 'processed').reduce((s, r) => s + r.amount, 0);
  const retained = expectedRetained(f);

  if (paid !== refunded + retained) problems.push(`paid ${paid} ≠ refunded ${refunded} + retained ${retained}`);
  if (refundedAtRazorpay !== refunded)
    problems.push(`Razorpay refunded ${refundedAtRazorpay}, records say ${refunded}`);
  for (const r of f.refunds) {
    if (r.status !== 'processed') problems.push(`refund ${r.id} is ${r.status}`);
    if (r.at_razorpay === null) problems.push(`refund ${r.id} is unknown at Razorpay`);
    else if (r.at_razorpay && (r.at_razorpay.amount !== r.amount || r.at_razorpay.payment_id !== r.payment_id))
      problems.push(`refund ${r.id} differs at Razorpay`);
  }
  if (retained > 0) {
    const kept = payments.find((p) => p.id === o.payment_id);
    if (!kept || kept.amount - kept.amount_refunded < retained)
      problems.push(`the retained payment ${String(o.payment_id)} does not hold ${retained}`);
  }
  if (o.purpose === 'subscription' && o.status === 'paid' && f.subscriptionStatus === null)
    problems.push('the plan was never applied to the profile');
  return { orderId: f.orderId, purpose: o.purpose, paid, refunded, retained, problems };
}

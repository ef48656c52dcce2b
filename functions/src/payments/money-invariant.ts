// Test support (not deployed): the money invariant of ADR 012, checked against Firestore and
// Razorpay (the double in tests). For every order: paid = refunded + retained, where paid is the sum
// of the payments Razorpay captured for the order, refunded the sum of its processed refunds/{id}
// (matching Razorpay's own amount_refunded), and retained the order's amount when the order is paid
// (0 otherwise) — and a retained amount must be backed by the enrolment or subscription it bought.
import type { Firestore } from 'firebase-admin/firestore';

interface RazorpayPayment {
  id: string;
  amount: number;
  amount_refunded: number;
  status: string;
}

/** Reads the Razorpay API (GET, authenticated) — the double in tests. */
export type RazorpayGet = <T>(pathname: string) => Promise<T>;

/** One order's money: paise captured, refunded (our records), retained; with what went wrong. */
export interface OrderMoney {
  orderId: string;
  paid: number;
  refunded: number;
  retained: number;
  problems: string[];
}

/**
 * Checks the invariant for each order id; returns one OrderMoney per order (problems empty when it
 * holds). Amounts are paise.
 */
export async function checkMoneyInvariant(db: Firestore, orderIds: string[], rzp: RazorpayGet): Promise<OrderMoney[]> {
  return Promise.all(orderIds.map((id) => checkOrder(db, id, rzp)));
}

async function checkOrder(db: Firestore, orderId: string, rzp: RazorpayGet): Promise<OrderMoney> {
  const problems: string[] = [];
  const order = (await db.doc(`orders/${orderId}`).get()).data();
  if (!order) return { orderId, paid: 0, refunded: 0, retained: 0, problems: ['order missing'] };
  const free = order.amount === 0;
  const payments = free
    ? []
    : (await rzp<{ items: RazorpayPayment[] }>(`/v1/orders/${orderId}/payments`)).items.filter((p) =>
        ['captured', 'refunded'].includes(p.status),
      );
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const refundedAtRazorpay = payments.reduce((sum, p) => sum + p.amount_refunded, 0);
  const refunds = (await db.collection('refunds').where('order_id', '==', orderId).get()).docs.map((d) => d.data());
  const refunded = refunds.filter((r) => r.status === 'processed').reduce((sum, r) => sum + Number(r.amount), 0);
  const retained = order.status === 'paid' ? Number(order.amount) : 0;

  if (paid !== refunded + retained) problems.push(`paid ${paid} ≠ refunded ${refunded} + retained ${retained}`);
  if (refundedAtRazorpay !== refunded)
    problems.push(`Razorpay refunded ${refundedAtRazorpay}, records say ${refunded}`);
  for (const r of refunds) {
    if (r.status !== 'processed') problems.push(`refund ${String(r.id)} is ${String(r.status)}`);
    if (typeof r.razorpay_refund_id !== 'string') continue;
    const at = await rzp<{ amount: number; payment_id: string }>(`/v1/refunds/${r.razorpay_refund_id}`);
    if (at.amount !== r.amount || at.payment_id !== r.payment_id)
      problems.push(`refund ${String(r.id)} differs at Razorpay`);
  }
  if (retained > 0) {
    const kept = payments.find((p) => p.id === order.payment_id);
    if (!kept || kept.amount_refunded !== 0)
      problems.push(`the retained payment ${String(order.payment_id)} is not intact`);
    if (order.purpose === 'enrollment') {
      const e = await db.doc(`enrollments/${String(order.course_id)}_${String(order.uid)}`).get();
      if (e.get('order_id') !== orderId) problems.push('no enrolment bought by this order');
    }
  }
  if (order.purpose === 'subscription' && (retained > 0 || (free && order.status === 'paid'))) {
    const p = await db.doc(`profiles/${String(order.uid)}`).get();
    if (p.get('subscription_status') !== 'active') problems.push('no active subscription bought by this order');
  }
  return { orderId, paid, refunded, retained, problems };
}

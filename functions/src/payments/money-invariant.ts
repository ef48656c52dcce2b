// Gathers the facts of the money invariant (domain money-invariant.ts, docs/decisions/012-automatic-refunds.md and 086)
// from Firestore and Razorpay (the double in tests and in `npm run reconcile`) and checks them; the
// admin reconciliation (admin/money-check.ts) uses the same gathering. Amounts are paise.
import {
  checkOrderMoney,
  enrollmentId,
  type MoneyPayment,
  type MoneyRefund,
  type OrderFacts,
  type OrderMoney,
} from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';

export type { OrderMoney } from '@skillsetu/domain';

/** Reads the Razorpay API (GET, authenticated) — the double in tests. Rejects on a non-2xx answer. */
export type RazorpayGet = <T>(pathname: string) => Promise<T>;

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);

/** One order's facts: the order, Razorpay's payments and refunds, our refunds, the enrolment or plan it bought. */
export async function gatherOrderFacts(db: Firestore, orderId: string, rzp: RazorpayGet): Promise<OrderFacts> {
  const data = (await db.doc(`orders/${orderId}`).get()).data();
  if (!data) return { orderId, order: null, payments: [], refunds: [], enrollment: null };
  const order = {
    purpose: String(data.purpose ?? ''),
    status: String(data.status ?? ''),
    amount: Number(data.amount ?? 0),
    uid: String(data.uid ?? ''),
    payment_id: str(data.payment_id),
  };
  const payments =
    order.amount === 0 ? [] : (await rzp<{ items: MoneyPayment[] }>(`/v1/orders/${orderId}/payments`)).items;
  const refundDocs = (await db.collection('refunds').where('order_id', '==', orderId).get()).docs;
  const refunds: MoneyRefund[] = await Promise.all(
    refundDocs.map(async (d) => {
      const r = d.data();
      const razorpayId = str(r.razorpay_refund_id);
      const at = razorpayId
        ? await rzp<{ amount: number; payment_id: string }>(`/v1/refunds/${razorpayId}`).catch(() => null)
        : undefined;
      return {
        id: d.id,
        amount: Number(r.amount ?? 0),
        status: String(r.status ?? ''),
        payment_id: str(r.payment_id),
        reason: str(r.reason),
        razorpay_refund_id: razorpayId,
        ...(at === undefined ? {} : { at_razorpay: at && { amount: at.amount, payment_id: at.payment_id } }),
      };
    }),
  );
  let enrollment: OrderFacts['enrollment'] = null;
  let subscriptionStatus: string | null | undefined;
  if (order.purpose === 'enrollment' && str(data.course_id)) {
    const e = await db.doc(`enrollments/${enrollmentId(String(data.course_id), order.uid)}`).get();
    if (e.exists)
      enrollment = {
        order_id: str(e.get('order_id')),
        status: str(e.get('status')),
        refunded_paise: typeof e.get('refunded_paise') === 'number' ? (e.get('refunded_paise') as number) : null,
      };
  } else if (order.purpose === 'subscription') {
    subscriptionStatus = str((await db.doc(`profiles/${order.uid}`).get()).get('subscription_status'));
  }
  return {
    orderId,
    order,
    payments,
    refunds,
    enrollment,
    ...(subscriptionStatus === undefined ? {} : { subscriptionStatus }),
  };
}

/** Checks the invariant for each order id; one OrderMoney per order (problems empty when it holds). */
export async function checkMoneyInvariant(db: Firestore, orderIds: string[], rzp: RazorpayGet): Promise<OrderMoney[]> {
  return Promise.all(orderIds.map(async (id) => checkOrderMoney(await gatherOrderFacts(db, id, rzp))));
}

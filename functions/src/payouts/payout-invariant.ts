// The money invariant of a course sale, extended to payouts (docs/payouts.md): for every captured
// enrolment payment kept by the platform,
//   trainer transfer + platform commission + GST + refunds = amount paid   (paise)
// where the trainer transfer is the payout still owed (transfers/{orderId}.amount − debit_paise),
// commission and GST are the split of the kept amount (domain splitAfterRefund), and refunds the
// processed refunds of that payment. Also checks that Razorpay's transfer (amount − amount_reversed)
// equals the payout, and that the statement lines of the sale add up to the same numbers.
// Exported for `npm run reconcile` and the admin ledger; the functions tests call it after each scenario.
import { commissionPercentFor, splitAfterRefund } from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';

/** Reads the Razorpay API (GET, authenticated) — the double in tests. */
export type RazorpayGet = <T>(pathname: string) => Promise<T>;

/** One sale's payout money in paise, with what went wrong (empty when the invariant holds). */
export interface PayoutMoney {
  orderId: string;
  paid: number;
  transfer: number;
  commission: number;
  gst: number;
  refunded: number;
  problems: string[];
}

/** Checks the payout invariant for each enrolment order id (paid orders; others report a problem). */
export async function checkPayoutInvariant(
  db: Firestore,
  orderIds: string[],
  rzp: RazorpayGet,
): Promise<PayoutMoney[]> {
  return Promise.all(orderIds.map((id) => checkOne(db, id, rzp)));
}

/** The ids of paid enrolment orders, newest first, at most `limit` (for reconcile runs). */
export async function paidEnrollmentOrderIds(db: Firestore, limit = 500): Promise<string[]> {
  const snap = await db
    .collection('orders')
    .where('status', '==', 'paid')
    .where('purpose', '==', 'enrollment')
    .limit(limit)
    .get();
  return snap.docs.filter((d) => Number(d.get('amount')) > 0).map((d) => d.id);
}

async function checkOne(db: Firestore, orderId: string, rzp: RazorpayGet): Promise<PayoutMoney> {
  const problems: string[] = [];
  const [order, t, lines] = await Promise.all([
    db.doc(`orders/${orderId}`).get(),
    db.doc(`transfers/${orderId}`).get(),
    db.collection('statement_lines').where('order_id', '==', orderId).get(),
  ]);
  const paid = Number(order.get('amount') ?? 0);
  const empty = { orderId, paid, transfer: 0, commission: 0, gst: 0, refunded: 0 };
  if (order.get('status') !== 'paid' || order.get('purpose') !== 'enrollment') {
    return { ...empty, problems: ['not a paid enrolment order'] };
  }
  if (!t.exists) return { ...empty, problems: ['no payout for this sale'] };
  const refunds = await db.collection('refunds').where('order_id', '==', orderId).get();
  const refunded = refunds.docs
    .filter((r) => r.get('status') === 'processed' && r.get('payment_id') === order.get('payment_id'))
    .reduce((s, r) => s + Number(r.get('amount')), 0);
  const pct = (t.get('commission_percent') as number | undefined) ?? commissionPercentFor(null);
  const kept = splitAfterRefund(paid, Math.min(refunded, paid), pct);
  const transfer = Number(t.get('amount')) - Number(t.get('debit_paise') ?? 0);
  if (transfer + kept.commissionPaise + kept.gstPaise + refunded !== paid) {
    problems.push(
      `transfer ${transfer} + commission ${kept.commissionPaise} + GST ${kept.gstPaise} + refunds ${refunded} ≠ paid ${paid}`,
    );
  }
  if (Number(t.get('refunded_paise') ?? 0) !== refunded) {
    problems.push(`payout counts ${String(t.get('refunded_paise'))} refunded, refunds say ${refunded}`);
  }
  const sum = (f: string) => lines.docs.reduce((s, l) => s + Number(l.get(f)), 0);
  if (sum('gross_paise') !== paid - refunded || sum('net_paise') !== kept.netPaise) {
    problems.push(`statement lines gross ${sum('gross_paise')} / net ${sum('net_paise')} disagree`);
  }
  const trfId = t.get('razorpay_transfer_id') as string | null;
  if (trfId) {
    const at = await rzp<{ amount: number; amount_reversed: number; recipient: string }>(`/v1/transfers/${trfId}`);
    if (at.amount - at.amount_reversed !== Number(t.get('amount'))) {
      problems.push(`Razorpay transfer ${at.amount - at.amount_reversed} ≠ payout ${String(t.get('amount'))}`);
    }
  } else if (t.get('status') !== 'pending_account' && Number(t.get('amount')) > 0) {
    problems.push(`payout ${String(t.get('status'))} has no Razorpay transfer`);
  }
  return { orderId, paid, transfer, commission: kept.commissionPaise, gst: kept.gstPaise, refunded, problems };
}

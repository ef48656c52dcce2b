import { checkOrderMoney, formatRupees, paiseToRupees, type OrderMoney, type Reconciliation } from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { gatherOrderFacts, type RazorpayGet } from '../payments/money-invariant';
import { listOpenDebits } from '../payouts/open-debits';
import { checkPayoutInvariant } from '../payouts/payout-invariant';
import { DEFAULT_RAZORPAY_API_BASE, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
/** Orders checked at once (each costs a few reads and one or more Razorpay GETs). */
const CONCURRENCY = 8;

/** GET on Razorpay's API with the key (basic auth); RAZORPAY_API_BASE points it at the test double. */
export const razorpayGet: RazorpayGet = async <T>(pathname: string): Promise<T> => {
  const base = process.env.RAZORPAY_API_BASE ?? DEFAULT_RAZORPAY_API_BASE;
  const auth = Buffer.from(`${RAZORPAY_KEY_ID.value()}:${RAZORPAY_KEY_SECRET.value()}`).toString('base64');
  const r = await fetch(`${base}${pathname}`, { headers: { Authorization: `Basic ${auth}` } });
  if (!r.ok) throw new Error(`Razorpay GET ${pathname}: ${r.status}`);
  return (await r.json()) as T;
};

/** One order's check; an order that cannot be read (Razorpay unreachable…) is reported, not thrown. */
async function checkOne(db: Firestore, id: string, rzp: RazorpayGet): Promise<OrderMoney & { uid: string }> {
  try {
    const facts = await gatherOrderFacts(db, id, rzp);
    return { ...checkOrderMoney(facts), uid: facts.order?.uid ?? '' };
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return {
      orderId: id,
      purpose: '',
      paid: 0,
      refunded: 0,
      retained: 0,
      uid: '',
      problems: [`could not check: ${why}`],
    };
  }
}

/**
 * The money invariant (docs/decisions/086-money-invariant.md) over `orderIds`, and for paid enrolments the payout split
 * (docs/payouts.md), the same checks as `npm run reconcile`:
 * each violating order as an issue (its problems joined), the totals in paise, and every refund after
 * payout not yet recovered from its trainer (open_debits; overdue after 30 days).
 */
export async function moneyCheck(
  db: Firestore,
  orderIds: readonly string[],
  rzp: RazorpayGet = razorpayGet,
): Promise<Pick<Reconciliation, 'money_violations' | 'money_totals' | 'open_debits'>> {
  const rows: (OrderMoney & { uid: string })[] = [];
  for (let i = 0; i < orderIds.length; i += CONCURRENCY) {
    const part = orderIds.slice(i, i + CONCURRENCY);
    rows.push(...(await Promise.all(part.map((id) => checkOne(db, id, rzp)))));
  }
  const sum = (k: 'paid' | 'refunded' | 'retained') => rows.reduce((s, r) => s + r[k], 0);
  // The sale's split too (docs/payouts.md): transfer + commission + GST + withheld + refunds = paid, per paid enrolment.
  const sales = rows.filter((r) => r.purpose === 'enrollment' && r.paid > 0).map((r) => r.orderId);
  const payouts = [];
  for (let i = 0; i < sales.length; i += CONCURRENCY) {
    payouts.push(...(await checkPayoutInvariant(db, sales.slice(i, i + CONCURRENCY), rzp).catch(() => [])));
  }
  const uidOf = new Map(rows.map((r) => [r.orderId, r.uid]));
  return {
    money_violations: [
      ...rows
        .filter((r) => r.problems.length > 0)
        .map((r) => ({
          order_id: r.orderId,
          fulfilment: null,
          uid: r.uid,
          detail: `Paid ${rupees(r.paid)}, refunded ${rupees(r.refunded)}, retained ${rupees(r.retained)}: ${r.problems.join('; ')}`,
        })),
      ...payouts
        .filter((p) => p.problems.length > 0 && !p.problems.includes('not a paid enrolment order'))
        .map((p) => ({
          order_id: p.orderId,
          fulfilment: null,
          uid: uidOf.get(p.orderId) ?? '',
          detail: `Payout: paid ${rupees(p.paid)} = refunded ${rupees(p.refunded)} + commission ${rupees(p.commission)} + GST ${rupees(p.gst)} + withheld ${rupees(p.withheld)} + trainer ${rupees(p.trainer)}${p.unsent > 0 ? ` (${rupees(p.unsent)} not yet transferred)` : ''}? ${p.problems.join('; ')}`,
        })),
    ],
    money_totals: { orders: rows.length, paid: sum('paid'), refunded: sum('refunded'), retained: sum('retained') },
    open_debits: await listOpenDebits(db, new Date()),
  };
}

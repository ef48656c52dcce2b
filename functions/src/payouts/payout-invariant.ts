// The money invariant of a course sale, from what Razorpay moved (docs/architecture.md#decision-15,
// docs/payouts.md, docs/decisions/136-invariant-from-razorpay.md). For every paid course sale, paise:
//   paid = refunded + commission + GST + withheld + trainer − open debit
// paid and refunded: Razorpay's payment (amount, amount_refunded); commission and GST: the split of
// the kept amount at the order's percent (domain splitAfterRefund); withheld: TDS + TCS on the kept
// amount at the sale's rates (domain withheldOn, docs/decisions/210-withholdings-on-payouts.md); trainer: Razorpay's transfers for
// the sale (notes.order_id) minus their reversals, plus what the sale's transfer netted for older
// debits (its notes.recovered), minus what later transfers netted to recover this sale's debits
// (their notes.recovered), plus a payout still owed and not yet sent (pending_account, or held with
// no transfer: from our record, said so). An open debit (refunded after payout, not yet recovered)
// is reported as such. The statement lines of the sale must add up to the same split and withholdings.
import {
  commissionPercentFor,
  formatWholeRupees,
  readSaleWithholding,
  splitAfterRefund,
  withheldOn,
} from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { parseNettingNote } from './netting-note';
import { partsProblems, partsUnsent } from './part-invariant';

/** Razorpay's transfer entity, the fields the check reads (paise). */
interface RazorpayTransfer {
  id: string;
  amount: number;
  amount_reversed: number;
  notes: Record<string, string> | unknown[];
}

/** Reads the Razorpay API (GET, authenticated) — the double in tests. */
export type RazorpayGet = <T>(pathname: string) => Promise<T>;

/** One sale's money in paise, with what went wrong (empty when the invariant holds). */
export interface PayoutMoney {
  orderId: string;
  /** Razorpay's captured payment amount. */
  paid: number;
  /** Razorpay's amount_refunded of that payment. */
  refunded: number;
  commission: number;
  gst: number;
  /** TDS (194-O) + TCS (s.52) withheld from the trainer on the kept amount. */
  withheld: number;
  /** Net to the trainer for this sale (Razorpay transfers − reversals ± netting + unsent). */
  trainer: number;
  /** Of `trainer`: owed but not yet transferred (from our record). */
  unsent: number;
  /** Refunded after payout and not yet recovered from the trainer. */
  openDebit: number;
  problems: string[];
}

/** Checks the invariant for each enrolment order id (paid orders; others report a problem). */
export async function checkPayoutInvariant(
  db: Firestore,
  orderIds: string[],
  rzp: RazorpayGet,
): Promise<PayoutMoney[]> {
  return Promise.all(orderIds.map((id) => checkOne(db, id, rzp)));
}

/** The ids of paid enrolment orders, at most `limit` (for reconcile runs). */
export async function paidEnrollmentOrderIds(db: Firestore, limit = 500): Promise<string[]> {
  const snap = await db
    .collection('orders')
    .where('status', '==', 'paid')
    .where('purpose', '==', 'enrollment')
    .limit(limit)
    .get();
  return snap.docs.filter((d) => Number(d.get('amount')) > 0).map((d) => d.id);
}

const notesOf = (t: RazorpayTransfer): Record<string, string> =>
  Array.isArray(t.notes) ? {} : (t.notes as Record<string, string>);

async function checkOne(db: Firestore, orderId: string, rzp: RazorpayGet): Promise<PayoutMoney> {
  const problems: string[] = [];
  const [order, t, lines, debits] = await Promise.all([
    db.doc(`orders/${orderId}`).get(),
    db.doc(`transfers/${orderId}`).get(),
    db.collection('statement_lines').where('order_id', '==', orderId).get(),
    db.collection('payout_debits').where('order_id', '==', orderId).get(),
  ]);
  const empty = {
    orderId,
    paid: 0,
    refunded: 0,
    commission: 0,
    gst: 0,
    withheld: 0,
    trainer: 0,
    unsent: 0,
    openDebit: 0,
  };
  const paymentId = order.get('payment_id') as string | undefined;
  if (order.get('status') !== 'paid' || order.get('purpose') !== 'enrollment' || !paymentId) {
    return { ...empty, problems: ['not a paid enrolment order'] };
  }
  const payment = await rzp<{ amount: number; amount_refunded: number }>(`/v1/payments/${paymentId}`);
  const paid = payment.amount;
  const refunded = payment.amount_refunded;
  const pct =
    (order.get('commission_percent') as number | undefined) ??
    (t.get('commission_percent') as number | undefined) ??
    commissionPercentFor(null);
  const kept = splitAfterRefund(paid, Math.min(refunded, paid), pct);
  if (!t.exists) return { ...empty, paid, refunded, problems: ['no payout for this sale'] };
  const held = withheldOn(kept.amountPaise, readSaleWithholding(t.data()));
  const withheld = held.tdsPaise + held.tcsPaise;

  // Razorpay's transfers for this sale: on its payment, and the one our record names (a direct transfer).
  const onPayment = await rzp<{ items: RazorpayTransfer[] }>(`/v1/payments/${paymentId}/transfers`);
  const mine = onPayment.items.filter((x) => notesOf(x).order_id === orderId);
  const recordedId = t.get('razorpay_transfer_id') as string | null;
  if (recordedId && !mine.some((x) => x.id === recordedId)) {
    mine.push(await rzp<RazorpayTransfer>(`/v1/transfers/${recordedId}`));
  }
  // Paid per class: one Razorpay transfer per released part (notes.part), never two for one part (ADR 200).
  const parts = await db.collection('payout_parts').where('order_id', '==', orderId).get();
  for (const p of parts.docs) {
    const id = p.get('razorpay_transfer_id') as string | null;
    if (id && !mine.some((x) => x.id === id)) mine.push(await rzp<RazorpayTransfer>(`/v1/transfers/${id}`));
  }
  const partKeys = mine.map((x) => notesOf(x).part).filter((k): k is string => typeof k === 'string');
  if (new Set(partKeys).size !== partKeys.length) problems.push('two Razorpay transfers for one class part');
  if (mine.length - partKeys.length > 1) problems.push(`${mine.length} Razorpay transfers for one sale`);
  const moved = mine.reduce((s, x) => s + x.amount - x.amount_reversed, 0);
  const carried =
    mine.length > 0
      ? mine.flatMap((x) => parseNettingNote(notesOf(x).recovered)).reduce((s, n) => s + n.amount, 0)
      : Number(t.get('netted_paise') ?? 0);
  const status = String(t.get('status'));
  const unsent =
    status === 'in_parts' || parts.size > 0
      ? partsUnsent(t, parts.docs)
      : mine.length === 0 && t.get('sent_paise') == null && (status === 'pending_account' || status === 'held')
        ? Math.max(
            0,
            Number(t.get('amount')) - Number(t.get('netted_paise') ?? 0) - Number(t.get('shortfall_paise') ?? 0),
          )
        : 0;
  if (parts.size > 0) problems.push(...partsProblems(t, parts.docs));
  else if (mine.length === 0 && unsent === 0 && t.get('sent_paise') == null && Number(t.get('amount')) > 0) {
    problems.push(`payout ${status} has no Razorpay transfer`);
  }

  // Later transfers that netted this sale's debits: read from Razorpay (notes.recovered) when sent.
  let recovered = 0;
  let openDebit = 0;
  for (const d of debits.docs) {
    if (d.get('status') === 'open') openDebit += Number(d.get('amount_paise')) - Number(d.get('recovered_paise'));
    const recoveries = (d.get('recoveries') ?? {}) as Record<string, { amount_paise: number }>;
    for (const [byOrder, r] of Object.entries(recoveries)) {
      const byId = (await db.doc(`transfers/${byOrder}`).get()).get('razorpay_transfer_id') as string | null;
      if (!byId) {
        recovered += r.amount_paise;
        continue;
      }
      const by = await rzp<RazorpayTransfer>(`/v1/transfers/${byId}`);
      const atRazorpay = parseNettingNote(notesOf(by).recovered).find((n) => n.refundId === d.id)?.amount ?? 0;
      if (atRazorpay !== r.amount_paise) {
        problems.push(
          `debit ${d.id}: recorded ${r.amount_paise} netted by ${byOrder}, Razorpay's notes say ${atRazorpay}`,
        );
      }
      recovered += atRazorpay;
    }
  }
  const trainer = moved + carried + unsent - recovered;
  const owed = paid - refunded - kept.commissionPaise - kept.gstPaise - withheld;
  if (trainer - openDebit !== owed) {
    problems.push(
      `paid ${paid} ≠ refunded ${refunded} + commission ${kept.commissionPaise} + GST ${kept.gstPaise} + withheld ${withheld} + trainer ${trainer}` +
        (openDebit > 0 ? ` − open debit ${openDebit}` : ''),
    );
  } else if (openDebit > 0) {
    problems.push(`${formatWholeRupees(openDebit)} refunded after payout, not yet recovered from the trainer`);
  }
  const sum = (f: string) => lines.docs.reduce((s, l) => s + Number(l.get(f)), 0);
  if (sum('gross_paise') !== paid - refunded || sum('net_paise') !== kept.netPaise) {
    problems.push(`statement lines gross ${sum('gross_paise')} / net ${sum('net_paise')} disagree`);
  }
  // Lines written before withholdings carry none (read as 0), like their transfer.
  const sumOr0 = (f: string) => lines.docs.reduce((s, l) => s + Number(l.get(f) ?? 0), 0);
  if (sumOr0('tds_paise') !== held.tdsPaise || sumOr0('tcs_paise') !== held.tcsPaise) {
    problems.push(`statement lines TDS ${sumOr0('tds_paise')} / TCS ${sumOr0('tcs_paise')} disagree`);
  }
  return {
    orderId,
    paid,
    refunded,
    commission: kept.commissionPaise,
    gst: kept.gstPaise,
    withheld,
    trainer,
    unsent,
    openDebit,
    problems,
  };
}

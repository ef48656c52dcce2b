// The per-class parts of a sale inside the payout invariant (payout-invariant.ts; docs/payouts.md#paid-per-class,
// docs/decisions/200-payout-parts.md). Razorpay's part transfers are counted with the sale's transfers.
import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * What the trainer is owed for a sale paid per class and Razorpay has not moved (paise): while the
 * sale is in parts, its net still owed less what parts released; plus released parts not yet sent
 * (a crash, a missing payout account, or a last part under Razorpay's ₹1 minimum).
 */
export function partsUnsent(sale: DocumentSnapshot, parts: QueryDocumentSnapshot[]): number {
  const open =
    sale.get('status') === 'in_parts' ? Math.max(0, num(sale.get('amount')) - num(sale.get('released_paise'))) : 0;
  const notSent = parts
    .filter((p) => p.get('status') === 'released' && !p.get('razorpay_transfer_id'))
    .reduce((s, p) => s + num(p.get('send_paise')), 0);
  return open + notSent;
}

/** The sale's record agrees with its parts: parts planned add up to the net, released ones to released_paise. */
export function partsProblems(sale: DocumentSnapshot, parts: QueryDocumentSnapshot[]): string[] {
  const problems: string[] = [];
  const planned = parts.reduce((s, p) => s + num(p.get('planned_paise')), 0);
  if (planned !== num(sale.get('original_amount'))) {
    problems.push(`parts planned ${planned} ≠ the sale's net ${num(sale.get('original_amount'))}`);
  }
  const released = parts.filter((p) => p.get('status') === 'released');
  const sent = released.reduce((s, p) => s + num(p.get('send_paise')), 0);
  if (sent !== num(sale.get('released_paise'))) {
    problems.push(`parts released ${sent} ≠ the sale's released ${num(sale.get('released_paise'))}`);
  }
  if (released.length !== num(sale.get('parts_decided'))) {
    problems.push(`${released.length} parts released, the sale counts ${num(sale.get('parts_decided'))}`);
  }
  return problems;
}

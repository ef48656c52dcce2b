// A sale's net payout in parts, one per class of its batch (docs/payouts.md#paid-per-class,
// docs/decisions/200-payout-parts.md, 201-part-release-rule.md). Pure: paise in, paise out.
import { formatIstDate } from '../ist';

/** A class's part waits this long after the class before it is released (the learner's time to report a problem). */
export const DISPUTE_WINDOW_HOURS = 72;
const HOUR_MS = 3_600_000;

/**
 * Splits `netPaise` into `count` parts, one per class, that add up to `netPaise` exactly: each part
 * is floor(net / count) and the first (net mod count) parts take one paisa more (largest remainder;
 * equal parts all have the same remainder, so the earliest classes take it). Throws RangeError for a
 * negative or fractional amount, or fewer than one part.
 */
export function splitIntoParts(netPaise: number, count: number): number[] {
  if (!Number.isInteger(netPaise) || netPaise < 0) throw new RangeError('net must be whole paise, not negative');
  if (!Number.isInteger(count) || count < 1) throw new RangeError('at least one part');
  const base = Math.floor(netPaise / count);
  const extra = netPaise - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

/** What decides one part's release amount (paise). */
export interface PartRelease {
  /** The part's share of the sale's net at the sale (splitIntoParts). */
  plannedPaise: number;
  /** Percent of the part the trainer keeps: 100, or 50 / 0 after a dispute was resolved (disputeOutcomePercent). */
  keptPercent: number;
  /** The sale's net still owed to the trainer now (transfers/{orderId}.amount, after refunds). */
  owedPaise: number;
  /** What earlier parts of the sale already released. */
  releasedPaise: number;
  /** True when this is the last part of the sale still to be released. */
  isLast: boolean;
}

/**
 * Paise released for one part: the last part takes the rest (owed − released), so the released
 * parts add up to the sale's net after refunds to the paisa; any other part releases its planned
 * share times the kept percent (rounded down), never more than what is still owed.
 */
export function partReleasePaise(p: PartRelease): number {
  const rest = Math.max(0, p.owedPaise - p.releasedPaise);
  if (p.isLast) return rest;
  return Math.min(Math.floor((p.plannedPaise * p.keptPercent) / 100), rest);
}

/**
 * When a held class's part may be released (UTC): 72 h after the later of the class's end and the
 * moment the trainer marked it held (docs/decisions/201-part-release-rule.md).
 */
export function partReleaseAt(sessionEndsAt: Date, heldAt: Date): Date {
  return new Date(Math.max(sessionEndsAt.getTime(), heldAt.getTime()) + DISPUTE_WINDOW_HOURS * HOUR_MS);
}

/** A part's state, forward-only: waiting → released, or waiting → disputed → resolved → released. */
export const PAYOUT_PART_STATUSES = ['waiting', 'disputed', 'resolved', 'released'] as const;
export type PayoutPartStatus = (typeof PAYOUT_PART_STATUSES)[number];

/** What the Earnings tab shows of a part: 'Class 3 of 8 · released 2 Dec 2026 · ₹…' without the amount. */
export function partStateText(p: {
  n: number;
  of: number;
  status: PayoutPartStatus;
  released_at: Date | null;
  kept_percent: number;
}): string {
  const head = `Class ${p.n} of ${p.of}`;
  switch (p.status) {
    case 'waiting':
      return `${head} · waiting for the class`;
    case 'disputed':
      return `${head} · on hold: disputed`;
    case 'resolved':
      return `${head} · dispute resolved, releasing ${p.kept_percent} %`;
    case 'released':
      return `${head} · released ${p.released_at ? formatIstDate(p.released_at) : ''}`.trimEnd();
  }
}

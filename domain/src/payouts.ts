import { splitAfterRefund } from './earnings';
import { formatPaise } from './format';
import { istDayKey, istMonthKey, istWallClock } from './ist';
import type { TransferStatus } from './schemas/payouts';
import { NO_WITHHOLDING, withheldOn, type SaleWithholding } from './withholdings';

/**
 * Signed paise on the statement and payouts screens, in the one rupee format: exact to the paisa
 * ('₹13,229.12' for 1,322,912 paise, '−₹270' for -27,000), so the parts shown add up to the total
 * shown. The name is kept from when screens rounded to whole rupees (docs/decisions/190-one-rupee-format.md).
 */
export function formatWholeRupees(paise: number): string {
  return formatPaise(paise);
}

/** A course without batches may be cancelled for this many days after purchase (refund window; docs/payouts.md). */
export const REFUND_WINDOW_DAYS_WITHOUT_BATCH = 7;
const DAY_MS = 86_400_000;

/**
 * When a sale's payout may be released: the batch start when the enrolment has one, else purchase +
 * 7 days (docs/architecture.md#decision-13: held until the enrolment's refund window closes). UTC Dates.
 */
export function payoutHoldUntil(purchasedAt: Date, batchStartsAt: Date | null | undefined): Date {
  if (batchStartsAt) return new Date(batchStartsAt.getTime());
  return new Date(purchasedAt.getTime() + REFUND_WINDOW_DAYS_WITHOUT_BATCH * DAY_MS);
}

/** The statement month of an instant, 'YYYY-MM' in IST (`istMonthKey`). */
export const istMonth = istMonthKey;

/** The IST month before `month` ('2026-01' → '2025-12'). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'YYYY-MM' → 'November 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[m - 1] ?? ''} ${y}`;
}

/**
 * Signed paise of one statement line. net = gross − commission − GST (the trainer's earnings);
 * TDS (section 194-O) and TCS (section 52) are withheld from it, so the payout is net − tds − tcs
 * (docs/decisions/210-withholdings-on-payouts.md). Lines written before withholdings carry none.
 */
export interface LineAmounts {
  gross_paise: number;
  commission_paise: number;
  gst_paise: number;
  net_paise: number;
  tds_paise?: number | undefined;
  tcs_paise?: number | undefined;
}

/** What a line pays out: net less the withholdings on it (paise, signed). */
export function linePayoutPaise(l: LineAmounts): number {
  return l.net_paise - (l.tds_paise ?? 0) - (l.tcs_paise ?? 0);
}

/**
 * The statement line of a refund of `refundPaise` of a sale of `amountPaise` at `commissionPercent`,
 * after `refundedBeforePaise` went back earlier: the retained amount is split again
 * (splitAfterRefund) and its withholdings computed again at the sale's `w` (withheldOn), and the
 * line carries the differences, negative, so a refund reverses the withholding on it. Always:
 * gross = commission + gst + net. Throws RangeError when more is refunded than was paid.
 */
export function refundLineAmounts(
  amountPaise: number,
  refundedBeforePaise: number,
  refundPaise: number,
  commissionPercent: number,
  w: SaleWithholding = NO_WITHHOLDING,
): Required<LineAmounts> {
  const before = splitAfterRefund(amountPaise, refundedBeforePaise, commissionPercent);
  const after = splitAfterRefund(amountPaise, refundedBeforePaise + refundPaise, commissionPercent);
  const heldBefore = withheldOn(before.amountPaise, w);
  const heldAfter = withheldOn(after.amountPaise, w);
  return {
    gross_paise: -refundPaise,
    commission_paise: after.commissionPaise - before.commissionPaise,
    gst_paise: after.gstPaise - before.gstPaise,
    net_paise: after.netPaise - before.netPaise,
    tds_paise: heldAfter.tdsPaise - heldBefore.tdsPaise,
    tcs_paise: heldAfter.tcsPaise - heldBefore.tcsPaise,
  };
}

/**
 * A month's totals in paise: gross sales, refunds (positive), commission, GST, net, TDS, TCS and
 * payout (all after refunds; payout = net − TDS − TCS).
 */
export interface StatementTotals {
  grossPaise: number;
  refundsPaise: number;
  commissionPaise: number;
  gstPaise: number;
  netPaise: number;
  tdsPaise: number;
  tcsPaise: number;
  payoutPaise: number;
}

/** Sums statement lines (paise). Commission, GST and withholdings are net of the refunds' re-split. */
export function statementTotals(lines: readonly LineAmounts[]): StatementTotals {
  const t: StatementTotals = {
    grossPaise: 0,
    refundsPaise: 0,
    commissionPaise: 0,
    gstPaise: 0,
    netPaise: 0,
    tdsPaise: 0,
    tcsPaise: 0,
    payoutPaise: 0,
  };
  for (const l of lines) {
    if (l.gross_paise >= 0) t.grossPaise += l.gross_paise;
    else t.refundsPaise -= l.gross_paise;
    t.commissionPaise += l.commission_paise;
    t.gstPaise += l.gst_paise;
    t.netPaise += l.net_paise;
    t.tdsPaise += l.tds_paise ?? 0;
    t.tcsPaise += l.tcs_paise ?? 0;
    t.payoutPaise += linePayoutPaise(l);
  }
  return t;
}

/** The date of an instant in IST, 'YYYY-MM-DD' (`istDayKey`). */
export const istDate = istDayKey;

/** '1 Dec 2026, 5:30 pm' in IST, for payout states. */
export function istDateTime(d: Date): string {
  const ist = istWallClock(d);
  const h = ist.getUTCHours();
  const mm = String(ist.getUTCMinutes()).padStart(2, '0');
  const short = MONTHS[ist.getUTCMonth()]?.slice(0, 3) ?? '';
  return `${ist.getUTCDate()} ${short} ${ist.getUTCFullYear()}, ${h % 12 || 12}:${mm} ${h < 12 ? 'am' : 'pm'}`;
}

/** What a trainer reads for a payout's state (docs/payouts.md). */
export function payoutStateText(t: { status: TransferStatus; on_hold_until: Date; utr: string | null }): string {
  switch (t.status) {
    case 'pending_account':
      return 'Waiting for your payout setup';
    case 'held':
      return `On hold until ${istDateTime(t.on_hold_until)}`;
    case 'in_parts':
      return 'Paid per class: each class is released 72 hours after it was held';
    case 'released':
      return 'Released: on its way to your bank';
    case 'settled':
      return t.utr ? `Settled, UTR ${t.utr}` : 'Settled';
    case 'reversed':
      return 'Reversed: refunded to the learner';
  }
}

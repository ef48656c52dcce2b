import { formatPaise } from './format';
import { formatIstDate, istMonthKey } from './ist';
import type { PayoutDebit, StatementLine } from './schemas/payouts';

/** The one rupee format, exact paise (as formatWholeRupees in payouts.ts, which imports this module). */
const formatWholeRupees = formatPaise;

/** '26 Nov 2026': the IST calendar day of an instant (`formatIstDate`, docs/payouts.md's words). */
export const istDay = formatIstDate;

/** The payouts that netted part of a debit, oldest first: the payout's order id, paise and when (UTC Date). */
export function debitRecoveries(d: Pick<PayoutDebit, 'recoveries'>): { orderId: string; paise: number; at: Date }[] {
  return Object.entries(d.recoveries)
    .map(([orderId, r]) => ({ orderId, paise: r.amount_paise, at: r.at }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * What a trainer reads for a refund after payout (payout_debits; docs/payouts.md, ADR 135):
 * recovered by a reversal → 'Recovered from your payout account on 26 Nov 2026'; netted →
 * 'Recovered from your payout of 26 Nov 2026' (several: 'payouts of …, …'); still open →
 * what is left and how it will be taken (whole rupees, IST dates).
 */
export function debitStateText(d: PayoutDebit): string {
  const left = d.amount_paise - d.recovered_paise;
  if (d.status === 'recovered' && d.reversal === 'done') {
    return `Recovered from your payout account on ${istDay(d.recovered_at ?? d.refunded_at)}`;
  }
  const days = debitRecoveries(d).map((r) => istDay(r.at));
  if (d.status === 'recovered') {
    return `Recovered from your payout${days.length > 1 ? 's' : ''} of ${days.join(', ') || istDay(d.refunded_at)}`;
  }
  if (d.reversal === 'pending') return `${formatWholeRupees(left)} being taken back from your payout account`;
  return d.recovered_paise > 0
    ? `${formatWholeRupees(left)} left to deduct from your next payouts (part recovered from your payout of ${days.join(', ')})`
    : `${formatWholeRupees(left)} to deduct from your next payouts`;
}

/**
 * The note of a statement line refunded after payout, true to how its debit was recovered (the
 * debit of the line's refund_id; unknown yet → it will be recovered from the next payouts).
 */
export function afterPayoutNote(debit: PayoutDebit | undefined): string {
  return debit ? `Refunded after payout: ${lowerFirst(debitStateText(debit))}` : 'Refunded after payout';
}

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]?.toLowerCase() + s.slice(1) : s);

/**
 * The recovery rows a month's CSV carries (one per payout that netted a debit, or the reversal that
 * took it back) whose date falls in `month` ('YYYY-MM', IST): date, the refunded sale's order,
 * course, paise recovered and how. Amount columns stay out of the statement's totals: a recovery
 * moves money already counted by the refund line.
 */
export function recoveryRows(
  debits: readonly PayoutDebit[],
  month: string,
): { at: Date; orderId: string; courseTitle: string | null; paise: number; how: string }[] {
  const rows = debits.flatMap((d) => {
    if (d.reversal === 'done' && d.recovered_at) {
      return [
        {
          at: d.recovered_at,
          orderId: d.order_id,
          courseTitle: d.course_title,
          paise: d.recovered_paise,
          how: 'Route reversal from your payout account',
        },
      ];
    }
    return debitRecoveries(d).map((r) => ({
      at: r.at,
      orderId: d.order_id,
      courseTitle: d.course_title,
      paise: r.paise,
      how: `Recovered from your payout of ${istDay(r.at)} (order ${r.orderId})`,
    }));
  });
  return rows.filter((r) => istMonthKey(r.at) === month).sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Statement lines and the debits of their refunds, matched by refund_id. */
export const debitOfLine = (line: StatementLine, debits: readonly PayoutDebit[]): PayoutDebit | undefined =>
  line.refund_id ? debits.find((d) => d.refund_id === line.refund_id) : undefined;

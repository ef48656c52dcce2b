import { csvText } from './csv';
import { csvRupees as rupees } from './format';
import { afterPayoutNote, debitOfLine, recoveryRows } from './payout-debits';
import { istDate, linePayoutPaise, statementTotals } from './payouts';
import type { PayoutDebit, StatementLine } from './schemas/payouts';

/**
 * A statement as CSV (`csvText`: RFC 4180 quoting, the formula guard, CRLF): one row per line,
 * amounts in rupees with 2 decimals (IST dates), then a totals row. Columns: Date, Type, Course,
 * Order, Gross, Commission, GST, Net, TDS (194-O), TCS (s.52), Payout, Note — Payout = Net − TDS −
 * TCS (docs/decisions/210-withholdings-on-payouts.md). With the trainer's `debits` and the
 * statement's `month`, a refund after payout says how it was recovered, and each recovery in the
 * month is a 'Recovery' row (amount in its note, outside the totals: the refund line already
 * counted it). docs/payouts.md.
 */
export function statementCsv(
  lines: readonly StatementLine[],
  opts: { debits?: readonly PayoutDebit[]; month?: string } = {},
): string {
  const debits = opts.debits ?? [];
  const head = [
    'Date (IST)',
    'Type',
    'Course',
    'Order',
    'Gross (INR)',
    'Commission (INR)',
    'GST (INR)',
    'Net (INR)',
    'TDS 194-O (INR)',
    'TCS s.52 (INR)',
    'Payout (INR)',
    'Note',
  ];
  const rows = lines.map((l) => [
    istDate(l.occurred_at),
    l.kind === 'sale' ? 'Sale' : 'Refund',
    l.course_title ?? '',
    l.order_id,
    rupees(l.gross_paise),
    rupees(l.commission_paise),
    rupees(l.gst_paise),
    rupees(l.net_paise),
    rupees(l.tds_paise),
    rupees(l.tcs_paise),
    rupees(linePayoutPaise(l)),
    l.after_payout ? afterPayoutNote(debitOfLine(l, debits)) : '',
  ]);
  const blank = ['', '', '', '', '', '', ''];
  const recoveries = opts.month
    ? recoveryRows(debits, opts.month).map((r) => [
        istDate(r.at),
        'Recovery',
        r.courseTitle ?? '',
        r.orderId,
        ...blank,
        `${rupees(r.paise)} ${r.how}`,
      ])
    : [];
  const t = statementTotals(lines);
  const total = [
    'Total',
    '',
    '',
    '',
    rupees(t.grossPaise - t.refundsPaise),
    rupees(t.commissionPaise),
    rupees(t.gstPaise),
    rupees(t.netPaise),
    rupees(t.tdsPaise),
    rupees(t.tcsPaise),
    rupees(t.payoutPaise),
    '',
  ];
  return csvText([head, ...rows, ...recoveries, total]);
}

import { csvText } from '../csv';
import type { LedgerRow } from '../schemas/admin';

const CSV_COLUMNS: { header: string; value: (r: LedgerRow) => string }[] = [
  { header: 'Order', value: (r) => r.id },
  { header: 'Created (UTC)', value: (r) => r.created_at ?? '' },
  { header: 'Paid (UTC)', value: (r) => r.paid_at ?? '' },
  { header: 'Purpose', value: (r) => r.purpose },
  { header: 'Item', value: (r) => r.item },
  { header: 'Status', value: (r) => r.status },
  { header: 'Amount (INR)', value: (r) => (r.amount / 100).toFixed(2) },
  { header: 'Refunded (INR)', value: (r) => (r.refunds.reduce((s, f) => s + f.amount, 0) / 100).toFixed(2) },
  { header: 'User', value: (r) => r.user_email ?? r.uid },
  { header: 'Razorpay order', value: (r) => r.razorpay_order_id ?? '' },
  { header: 'Razorpay payment', value: (r) => r.payment_id ?? '' },
  { header: 'Flag', value: (r) => r.flag ?? '' },
];

/** The payments ledger as CSV (header row + one row per order; amounts in rupees with 2 decimals). */
export function ledgerCsv(rows: readonly LedgerRow[]): string {
  return csvText([CSV_COLUMNS.map((c) => c.header), ...rows.map((r) => CSV_COLUMNS.map((c) => c.value(r)))]);
}

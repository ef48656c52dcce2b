import {
  istDayStart,
  LEDGER_MAX_ROWS,
  ledgerFilterSchema,
  type LedgerFilter,
  type LedgerResponse,
  type LedgerRow,
} from '@skillsetu/domain';
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { requireAdmin } from './admin-guard';
import { chunks, isoOrNull } from './ledger-values';

const DAY_MS = 24 * 60 * 60 * 1000;

function ordersQuery(filter: LedgerFilter): Query {
  let q: Query = db.collection('orders');
  if (filter.status) q = q.where('status', '==', filter.status);
  if (filter.purpose) q = q.where('purpose', '==', filter.purpose);
  if (filter.from) q = q.where('created_at', '>=', Timestamp.fromDate(istDayStart(filter.from)));
  if (filter.to) q = q.where('created_at', '<', Timestamp.fromMillis(istDayStart(filter.to).getTime() + DAY_MS));
  return q.orderBy('created_at', 'desc');
}

/**
 * Callable `adminLedger` { status?, purpose?, from?, to? } → LedgerResponse: the orders matching the
 * filter (created date range in IST days, inclusive), newest first, each with the buyer's email,
 * its course or plan, Razorpay ids and its refunds (refunds/{id}, when that collection exists);
 * totals over the rows in paise. At most LEDGER_MAX_ROWS rows (`truncated` says when more matched).
 * Read-only. Throws permission-denied (not an admin), invalid-argument (a bad filter).
 */
export const adminLedger = onCall((request) =>
  guarded('adminLedger', async (): Promise<LedgerResponse> => {
    requireAdmin(request);
    const filter = parseInput(ledgerFilterSchema, request.data ?? {});
    const snap = await ordersQuery(filter)
      .limit(LEDGER_MAX_ROWS + 1)
      .get();
    const docs = snap.docs.slice(0, LEDGER_MAX_ROWS);
    const ids = docs.map((d) => d.id);
    const uids = [...new Set(docs.map((d) => String(d.get('uid') ?? '')).filter(Boolean))];

    const refunds = new Map<string, LedgerRow['refunds']>();
    for (const part of chunks(ids, 30)) {
      const rs = await db.collection('refunds').where('order_id', 'in', part).get();
      for (const r of rs.docs) {
        const orderId = String(r.get('order_id'));
        const list = refunds.get(orderId) ?? [];
        list.push({ id: r.id, amount: Number(r.get('amount') ?? 0), status: String(r.get('status') ?? '') });
        refunds.set(orderId, list);
      }
    }
    const emails = new Map<string, string>();
    for (const part of chunks(uids, 100)) {
      const profiles = await db.getAll(...part.map((u) => db.doc(`profiles/${u}`)));
      for (const p of profiles) if (typeof p.get('email') === 'string') emails.set(p.id, p.get('email') as string);
    }

    const rows: LedgerRow[] = docs.map((d) => {
      const data = d.data();
      const purpose = String(data.purpose ?? '');
      const item =
        purpose === 'enrollment'
          ? String(data.course_title ?? data.course_id ?? '')
          : `${String(data.plan ?? '')} ${String(data.billing ?? '')}`.trim();
      return {
        id: d.id,
        purpose,
        status: String(data.status ?? ''),
        amount: typeof data.amount === 'number' ? data.amount : 0,
        uid: String(data.uid ?? ''),
        user_email: emails.get(String(data.uid ?? '')) ?? null,
        item,
        razorpay_order_id: d.id.startsWith('order_') ? d.id : null,
        payment_id: typeof data.payment_id === 'string' ? data.payment_id : null,
        created_at: isoOrNull(data.created_at),
        paid_at: isoOrNull(data.paid_at),
        flag: typeof data.flag === 'string' ? data.flag : null,
        refunds: refunds.get(d.id) ?? [],
      };
    });
    const paid = rows.filter((r) => r.status === 'paid');
    return {
      rows,
      totals: {
        count: rows.length,
        amount: rows.reduce((s, r) => s + r.amount, 0),
        paid_count: paid.length,
        paid_amount: paid.reduce((s, r) => s + r.amount, 0),
        refunded: rows.reduce((s, r) => s + r.refunds.reduce((t, f) => t + f.amount, 0), 0),
      },
      truncated: snap.docs.length > LEDGER_MAX_ROWS,
    };
  }),
);

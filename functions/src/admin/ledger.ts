import {
  istDayStart,
  LEDGER_MAX_ROWS,
  ledgerFilterSchema,
  orders,
  profiles,
  refunds as refundDocs,
  type LedgerFilter,
  type LedgerResponse,
  type LedgerRow,
} from '@skillsetu/domain';
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { requireAdmin } from './admin-guard';
import { chunks } from './ledger-values';
import { collectionPath, typedRead } from '../lib/typed-docs';

const DAY_MS = 24 * 60 * 60 * 1000;

function ordersQuery(filter: LedgerFilter): Query {
  let q: Query = db.collection(collectionPath(orders));
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
    // An order the module cannot read (no uid, amount, purpose or status; logged) is left out.
    const docs = snap.docs.slice(0, LEDGER_MAX_ROWS).flatMap((d) => typedRead(orders, d) ?? []);
    const ids = docs.map((o) => o.id);
    const uids = [...new Set(docs.map((o) => o.uid).filter(Boolean))];

    const refunds = new Map<string, LedgerRow['refunds']>();
    for (const part of chunks(ids, 30)) {
      const rs = await db.collection(collectionPath(refundDocs)).where('order_id', 'in', part).get();
      for (const r of rs.docs.flatMap((d) => typedRead(refundDocs, d) ?? [])) {
        const list = refunds.get(r.order_id) ?? [];
        list.push({ id: r.id, amount: r.amount, status: r.status });
        refunds.set(r.order_id, list);
      }
    }
    const emails = new Map<string, string>();
    for (const part of chunks(uids, 100)) {
      const snaps = await db.getAll(...part.map((u) => db.doc(profiles.path(u))));
      for (const p of snaps.flatMap((s) => typedRead(profiles, s) ?? [])) emails.set(p.id, p.email);
    }

    const rows: LedgerRow[] = docs.map((o) => ({
      id: o.id,
      purpose: o.purpose,
      status: o.status,
      amount: o.amount,
      uid: o.uid,
      user_email: emails.get(o.uid) ?? null,
      item:
        o.purpose === 'enrollment'
          ? (o.course_title ?? o.course_id ?? '')
          : `${o.plan ?? ''} ${o.billing ?? ''}`.trim(),
      razorpay_order_id: o.id.startsWith('order_') ? o.id : null,
      payment_id: o.payment_id,
      created_at: o.created_at?.toISOString() ?? null,
      paid_at: o.paid_at?.toISOString() ?? null,
      flag: o.flag ?? null,
      refunds: refunds.get(o.id) ?? [],
    }));
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

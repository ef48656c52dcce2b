import { emptyRequestSchema, istMonthStart, type AdminOverview } from '@skillsetu/domain';
import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { requireAdmin } from './admin-guard';

const count = async (q: Query): Promise<number> => (await q.count().get()).data().count;

/**
 * The admin overview as of `now` (the callable passes the current time): real counts — users
 * (profiles), trainers, pending verification requests, paid orders since the start of `now`'s
 * calendar month in IST and their gross amount, refunds created since then that did not fail,
 * revenue net of those refunds (paise, never below 0; docs/admin.md), unread contact messages (a
 * message without a status is new). Read-only. A test passes a month of its own so that other
 * tests' orders and refunds never enter its sums.
 */
export async function overviewAt(store: Firestore, now: Date): Promise<AdminOverview> {
  const monthStart = Timestamp.fromDate(istMonthStart(now));
  const [users, trainers, pending, paidThisMonth, refundsThisMonth, messages, handled] = await Promise.all([
    count(store.collection('profiles')),
    count(store.collection('profiles').where('user_type', '==', 'trainer')),
    count(store.collection('verification_requests').where('status', '==', 'pending')),
    store.collection('orders').where('status', '==', 'paid').where('paid_at', '>=', monthStart).select('amount').get(),
    store.collection('refunds').where('created_at', '>=', monthStart).select('amount', 'status').get(),
    count(store.collection('contact_messages')),
    count(store.collection('contact_messages').where('status', '==', 'handled')),
  ]);
  // The two money queries select only the fields they sum: a projected document lacks the fields its module
  // requires (an order's uid and purpose), so these fields are read as stored.
  const gross = paidThisMonth.docs.reduce((s, d) => s + Number(d.get('amount') ?? 0), 0);
  const refunded = refundsThisMonth.docs
    .filter((d) => d.get('status') !== 'failed')
    .reduce((s, d) => s + Number(d.get('amount') ?? 0), 0);
  return {
    users,
    trainers,
    pending_verifications: pending,
    paid_orders_this_month: paidThisMonth.size,
    gross_revenue_this_month: gross,
    refunds_this_month: refunded,
    revenue_this_month: Math.max(0, gross - refunded),
    unread_messages: Math.max(0, messages - handled),
  };
}

/**
 * Callable `adminOverview` (no input) → AdminOverview: `overviewAt` the current time. Throws
 * permission-denied.
 */
export const adminOverview = onCall((request) =>
  guarded('adminOverview', async (): Promise<AdminOverview> => {
    requireAdmin(request);
    parseInput(emptyRequestSchema, request.data);
    return overviewAt(db, new Date());
  }),
);

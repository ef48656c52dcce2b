import { emptyRequestSchema, istMonthStart, type AdminOverview } from '@skillsetu/domain';
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { requireAdmin } from './admin-guard';

const count = async (q: Query): Promise<number> => (await q.count().get()).data().count;

/**
 * Callable `adminOverview` (no input) → AdminOverview: real counts for the admin overview — users
 * (profiles), trainers, pending verification requests, paid orders and revenue (paise) since the
 * start of this calendar month in IST, unread contact messages (a message without a status is new).
 * Read-only. Throws permission-denied.
 */
export const adminOverview = onCall((request) =>
  guarded('adminOverview', async (): Promise<AdminOverview> => {
    requireAdmin(request);
    parseInput(emptyRequestSchema, request.data);
    const monthStart = Timestamp.fromDate(istMonthStart(new Date()));
    const [users, trainers, pending, paidThisMonth, messages, handled] = await Promise.all([
      count(db.collection('profiles')),
      count(db.collection('profiles').where('user_type', '==', 'trainer')),
      count(db.collection('verification_requests').where('status', '==', 'pending')),
      db.collection('orders').where('status', '==', 'paid').where('paid_at', '>=', monthStart).select('amount').get(),
      count(db.collection('contact_messages')),
      count(db.collection('contact_messages').where('status', '==', 'handled')),
    ]);
    return {
      users,
      trainers,
      pending_verifications: pending,
      paid_orders_this_month: paidThisMonth.size,
      revenue_this_month: paidThisMonth.docs.reduce((s, d) => s + Number(d.get('amount') ?? 0), 0),
      unread_messages: Math.max(0, messages - handled),
    };
  }),
);

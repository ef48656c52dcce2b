import {
  emptyRequestSchema,
  enrollmentId,
  formatRupees,
  paiseToRupees,
  type Reconciliation,
  type ReconciliationIssue,
} from '@skillsetu/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { requireAdmin } from './admin-guard';
import { moneyCheck } from './money-check';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** Plans bought with money (a Starter plan is free during the launch offer and may have no order). */
const PAID_PLANS = new Set(['professional']);

interface Books {
  paidOrders: Map<string, DocumentData>;
  enrollments: Map<string, DocumentData>;
  profiles: Map<string, DocumentData>;
  refunded: Map<string, number>;
}

/**
 * Pure comparison of the books (docs/decisions/052-payments-reconciliation.md): paid orders without their enrolment or plan,
 * enrolments and paid plans without a paid order, and amounts that differ (an enrolment's amount vs
 * its order's, refunds above the amount paid). Each list is empty when healthy.
 */
export function reconcileBooks(
  books: Books,
): Omit<Reconciliation, 'checked_at' | 'money_violations' | 'money_totals' | 'open_debits'> {
  const paidWithout: ReconciliationIssue[] = [];
  const withoutPaid: ReconciliationIssue[] = [];
  const mismatches: ReconciliationIssue[] = [];
  const paidPlanUids = new Set<string>();
  for (const [id, order] of books.paidOrders) {
    const uid = String(order.uid ?? '');
    const amount = typeof order.amount === 'number' ? order.amount : 0;
    const refunded = books.refunded.get(id) ?? 0;
    if (refunded > amount) {
      mismatches.push({
        order_id: id,
        fulfilment: null,
        uid,
        detail: `Refunds ${rupees(refunded)} exceed the ${rupees(amount)} paid`,
      });
    }
    if (order.purpose === 'enrollment') {
      const key = enrollmentId(String(order.course_id ?? ''), uid);
      const enrollment = books.enrollments.get(key);
      if (!enrollment) {
        if (refunded === 0) {
          paidWithout.push({ order_id: id, fulfilment: null, uid, detail: `No enrolment ${key} for this paid order` });
        }
      } else if (enrollment.order_id !== id) {
        // A second payment for a purchase already fulfilled is refunded in full (docs/decisions/012-automatic-refunds.md):
        // healthy once the refund covers it; a problem only while money is kept for nothing.
        if (refunded < amount)
          paidWithout.push({
            order_id: id,
            fulfilment: `enrollments/${key}`,
            uid,
            detail: `Paid again: the enrolment belongs to order ${String(enrollment.order_id)}`,
          });
      } else if (enrollment.amount !== amount) {
        mismatches.push({
          order_id: id,
          fulfilment: `enrollments/${key}`,
          uid,
          detail: `Order ${rupees(amount)}, enrolment ${rupees(Number(enrollment.amount ?? 0))}`,
        });
      }
    } else if (order.purpose === 'subscription') {
      if (PAID_PLANS.has(String(order.plan))) paidPlanUids.add(uid);
      const profile = books.profiles.get(uid);
      if (!profile?.subscription_status && refunded === 0) {
        paidWithout.push({ order_id: id, fulfilment: null, uid, detail: 'The plan was never applied to the profile' });
      }
    }
  }
  for (const [key, enrollment] of books.enrollments) {
    const orderId = String(enrollment.order_id ?? '');
    if (!books.paidOrders.has(orderId)) {
      withoutPaid.push({
        order_id: orderId || null,
        fulfilment: `enrollments/${key}`,
        uid: String(enrollment.learner_id ?? ''),
        detail: orderId ? `Order ${orderId} is missing or not paid` : 'The enrolment names no order',
      });
    }
  }
  for (const [uid, profile] of books.profiles) {
    if (PAID_PLANS.has(String(profile.subscription_plan)) && !paidPlanUids.has(uid)) {
      withoutPaid.push({
        order_id: null,
        fulfilment: `profiles/${uid}`,
        uid,
        detail: `${String(profile.subscription_plan)} plan without a paid order`,
      });
    }
  }
  return {
    paid_without_fulfilment: paidWithout,
    fulfilment_without_paid_order: withoutPaid,
    amount_mismatches: mismatches,
    checked_orders: books.paidOrders.size,
  };
}

/**
 * Callable `adminReconcile` (no input) → Reconciliation: reads every paid order, enrolment, refund
 * and the profiles involved, and compares them (reconcileBooks); then checks the money invariant of
 * every paid or refunded order against Razorpay, like `npm run reconcile` (money-check.ts,
 * docs/decisions/086-money-invariant.md). Read-only. Throws permission-denied.
 */
export const adminReconcile = onCall({ secrets: [RAZORPAY_KEY_SECRET], timeoutSeconds: 300 }, (request) =>
  guarded('adminReconcile', async (): Promise<Reconciliation> => {
    requireAdmin(request);
    parseInput(emptyRequestSchema, request.data);
    const [orders, enrollments, refunds, paidPlanProfiles] = await Promise.all([
      db.collection('orders').where('status', '==', 'paid').get(),
      db.collection('enrollments').get(),
      db.collection('refunds').get(),
      db
        .collection('profiles')
        .where('subscription_plan', 'in', [...PAID_PLANS])
        .get(),
    ]);
    const paidOrders = new Map(orders.docs.map((d) => [d.id, d.data()]));
    const profiles = new Map(paidPlanProfiles.docs.map((d) => [d.id, d.data()]));
    const subscriberUids = [
      ...new Set([...paidOrders.values()].filter((o) => o.purpose === 'subscription').map((o) => String(o.uid ?? ''))),
    ].filter((u) => u && !profiles.has(u));
    for (let i = 0; i < subscriberUids.length; i += 100) {
      const snaps = await db.getAll(...subscriberUids.slice(i, i + 100).map((u) => db.doc(`profiles/${u}`)));
      for (const s of snaps) if (s.exists) profiles.set(s.id, s.data() ?? {});
    }
    // The books are compared as stored (docs/decisions/052-payments-reconciliation.md), like the orders,
    // enrolments and profiles above: a refund its module would read as unusable must still count here.
    const refunded = new Map<string, number>();
    for (const r of refunds.docs) {
      if (r.get('status') === 'failed') continue;
      const id = String(r.get('order_id') ?? '');
      refunded.set(id, (refunded.get(id) ?? 0) + Number(r.get('amount') ?? 0));
    }
    const result = reconcileBooks({
      paidOrders,
      enrollments: new Map(enrollments.docs.map((d) => [d.id, d.data()])),
      profiles,
      refunded,
    });
    // --- moneyback: the money invariant of every paid or refunded order (docs/decisions/086-money-invariant.md) ---
    const moneyIds = [...new Set([...paidOrders.keys(), ...refunds.docs.map((r) => String(r.get('order_id') ?? ''))])]
      .filter(Boolean)
      .sort();
    const money = await moneyCheck(db, moneyIds);
    // --- end moneyback ---
    return { ...result, ...money, checked_at: new Date().toISOString() };
  }),
);

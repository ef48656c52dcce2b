import {
  type AdminOverview,
  contactMessages,
  istDayKey,
  type LedgerResponse,
  type Reconciliation,
  refunds,
} from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, callErrorCode, closeApps, newUser } from '../mail/accounts-test-env';
import { overviewAt } from './overview';
import { reconcileBooks } from './reconcile';
import { newAdmin, seedProfile } from './admin-test-env';
import { typedDoc } from '../lib/typed-docs';

const db = adminDb();
afterAll(closeApps);

const tag = () => randomUUID().replace(/-/g, '').slice(0, 14);

/** A paid enrolment order with its enrolment (healthy), as fulfilOrder leaves them. */
async function seedPaidEnrollment(uid: string, amount: number, enrollmentAmount = amount) {
  const id = `order_${tag()}`;
  const course = `course-${tag()}`;
  const now = Timestamp.now();
  await db.doc(`orders/${id}`).set({
    id,
    uid,
    purpose: 'enrollment',
    status: 'paid',
    amount,
    currency: 'INR',
    plan: null,
    billing: null,
    course_id: course,
    course_title: 'React Bootcamp',
    trainer_id: 'some-trainer',
    payment_id: `pay_${tag()}`,
    created_at: now,
    paid_at: now,
  });
  await db.doc(`enrollments/${course}_${uid}`).set({
    course_id: course,
    learner_id: uid,
    trainer_id: 'some-trainer',
    order_id: id,
    amount: enrollmentAmount,
    currency: 'INR',
    created_at: now,
  });
  return { id, course };
}

describe('adminLedger', () => {
  it('lists orders with filters, refunds and totals; refuses non-admins', async () => {
    const admin = await newAdmin();
    const buyer = await newUser('buyer');
    await seedProfile(db, buyer, 'learner');
    const paid = await seedPaidEnrollment(buyer.uid, 99_900);
    const openId = `order_${tag()}`;
    await db.doc(`orders/${openId}`).set({
      id: openId,
      uid: buyer.uid,
      purpose: 'subscription',
      status: 'created',
      amount: 100_000,
      plan: 'professional',
      billing: 'monthly',
      created_at: Timestamp.now(),
    });
    const refundId = db.collection('refunds').doc().id;
    await typedDoc(db, refunds, refundId).set(
      refunds.make({ id: refundId, order_id: paid.id, amount: 49_950, percent: 50, status: 'processed' }),
    );

    const all = await admin.call<object, LedgerResponse>('adminLedger', {});
    const row = all.rows.find((r) => r.id === paid.id)!;
    expect(row).toMatchObject({
      purpose: 'enrollment',
      status: 'paid',
      amount: 99_900,
      user_email: buyer.email,
      item: 'React Bootcamp',
      razorpay_order_id: paid.id,
      refunds: [{ amount: 49_950, status: 'processed' }],
    });
    expect(row.paid_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(all.totals.count).toBe(all.rows.length);
    expect(all.totals.amount).toBe(all.rows.reduce((s, r) => s + r.amount, 0));

    const paidOnly = await admin.call<object, LedgerResponse>('adminLedger', { status: 'paid', purpose: 'enrollment' });
    expect(paidOnly.rows.every((r) => r.status === 'paid' && r.purpose === 'enrollment')).toBe(true);
    expect(paidOnly.rows.map((r) => r.id)).toContain(paid.id);
    expect(paidOnly.rows.map((r) => r.id)).not.toContain(openId);
    expect(paidOnly.totals.paid_amount).toBe(paidOnly.rows.reduce((s, r) => s + r.amount, 0));

    const past = await admin.call<object, LedgerResponse>('adminLedger', { from: '2020-01-01', to: '2020-01-31' });
    expect(past.rows.map((r) => r.id)).not.toContain(paid.id);
    const today = istDayKey(new Date());
    const now = await admin.call<object, LedgerResponse>('adminLedger', { from: today, to: today });
    expect(now.rows.map((r) => r.id)).toEqual(expect.arrayContaining([paid.id, openId]));

    expect(await callErrorCode(admin.call('adminLedger', { status: 'refunded' }))).toBe('invalid-argument');
    expect(await callErrorCode(admin.call('adminLedger', { from: 'yesterday' }))).toBe('invalid-argument');
    expect(await callErrorCode(buyer.call('adminLedger', {}))).toBe('permission-denied');
  });
});

describe('adminReconcile', () => {
  it('lists each problem (paid without enrolment, enrolment without paid order, amounts that differ) and not the healthy order', async () => {
    const admin = await newAdmin();
    const learner = await newUser('recon');
    const healthy = await seedPaidEnrollment(learner.uid, 50_000);
    const mismatch = await seedPaidEnrollment(learner.uid, 50_000, 40_000);
    const orphanOrder = await seedPaidEnrollment(learner.uid, 70_000);
    await db.doc(`enrollments/${orphanOrder.course}_${learner.uid}`).delete();
    const orphanEnrollment = await seedPaidEnrollment(learner.uid, 30_000);
    await db.doc(`orders/${orphanEnrollment.id}`).update({ status: 'created' });

    const res = await admin.call<object, Reconciliation>('adminReconcile', {});
    const mine = (list: Reconciliation['paid_without_fulfilment']) => list.filter((i) => i.uid === learner.uid);
    expect(mine(res.paid_without_fulfilment).map((i) => i.order_id)).toEqual([orphanOrder.id]);
    expect(mine(res.fulfilment_without_paid_order).map((i) => i.order_id)).toEqual([orphanEnrollment.id]);
    expect(mine(res.amount_mismatches).map((i) => i.order_id)).toEqual([mismatch.id]);
    expect(mine(res.amount_mismatches)[0]!.detail).toBe('Order ₹500, enrolment ₹400');
    const all = [...res.paid_without_fulfilment, ...res.fulfilment_without_paid_order, ...res.amount_mismatches];
    expect(all.map((i) => i.order_id)).not.toContain(healthy.id);
    expect(await callErrorCode(learner.call('adminReconcile', {}))).toBe('permission-denied');
    // leave the books healthy for later suites (the e2e reconciliation panel expects zero problems)
    for (const o of [healthy, mismatch, orphanOrder, orphanEnrollment]) {
      await db.doc(`orders/${o.id}`).delete();
      await db.doc(`enrollments/${o.course}_${learner.uid}`).delete();
    }
  });
});

describe('reconcileBooks', () => {
  // A second payment for a purchase already fulfilled is refunded in full (docs/decisions/012-automatic-refunds.md).
  const books = (refundedPaise: number) => ({
    paidOrders: new Map([
      ['order_first', { uid: 'u1', purpose: 'enrollment', course_id: 'c1', amount: 49_900 }],
      ['order_again', { uid: 'u1', purpose: 'enrollment', course_id: 'c1', amount: 49_900 }],
    ]),
    enrollments: new Map([['c1_u1', { order_id: 'order_first', learner_id: 'u1', amount: 49_900 }]]),
    profiles: new Map(),
    refunded: new Map(refundedPaise > 0 ? [['order_again', refundedPaise]] : []),
  });

  it('counts a duplicate payment refunded in full as healthy, and one not (fully) refunded as a problem', () => {
    expect(reconcileBooks(books(49_900)).paid_without_fulfilment).toEqual([]);
    for (const refunded of [0, 20_000]) {
      expect(reconcileBooks(books(refunded)).paid_without_fulfilment.map((i) => i.order_id)).toEqual(['order_again']);
    }
  });
});

describe('adminOverview', () => {
  it('counts users, pending verifications and unread messages from real data; refuses non-admins', async () => {
    const admin = await newAdmin();
    const before = await admin.call<object, AdminOverview>('adminOverview', {});
    const learner = await newUser('overview');
    await seedProfile(db, learner, 'learner');
    await db.doc(`verification_requests/${learner.uid}`).set({ uid: learner.uid, status: 'pending' });
    await db
      .collection('contact_messages')
      .add(contactMessages.make({ firstName: 'A', email: 'a@example.com', subject: 's', message: 'm' }));
    const after = await admin.call<object, AdminOverview>('adminOverview', {});
    expect(after.users - before.users).toBe(1);
    expect(after.pending_verifications - before.pending_verifications).toBe(1);
    expect(after.unread_messages - before.unread_messages).toBe(1);
    // The month's sums come from overviewAt (below) at the current time; other files' orders and
    // refunds of this month are in them, so only their relation is checked here.
    expect(after.revenue_this_month).toBe(Math.max(0, after.gross_revenue_this_month - after.refunds_this_month));
    expect(await callErrorCode(learner.call('adminOverview', {}))).toBe('permission-denied');
  });

  it('sums paid orders and refunds that did not fail in the IST month of `now`, net of refunds', async () => {
    // March 2099: a month no other test writes to, so these sums are this test's alone (a rerun on
    // the same emulator adds the same again, hence the differences).
    const now = new Date('2099-03-20T06:00:00Z');
    const at = (iso: string) => Timestamp.fromDate(new Date(iso));
    const lastFebruaryIst = at('2099-02-28T18:29:59Z'); // 23:59:59 IST on 28 Feb
    const firstMarchIst = at('2099-02-28T18:30:00Z'); // 00:00 IST on 1 Mar
    const before = await overviewAt(db, now);
    const learner = await newUser('overview-month');
    const sale = await seedPaidEnrollment(learner.uid, 12_300);
    await db.doc(`orders/${sale.id}`).update({ paid_at: firstMarchIst });
    const february = await seedPaidEnrollment(learner.uid, 50_000);
    await db.doc(`orders/${february.id}`).update({ paid_at: lastFebruaryIst });
    const refund = (amount: number, status: string, created_at: Timestamp) =>
      db.collection('refunds').add({ order_id: sale.id, amount, status, created_at });
    await refund(2_300, 'processed', at('2099-03-12T06:00:00Z'));
    await refund(9_999, 'failed', at('2099-03-12T06:00:00Z'));
    await refund(1_000, 'processed', lastFebruaryIst);
    const after = await overviewAt(db, now);
    expect(after.paid_orders_this_month - before.paid_orders_this_month).toBe(1);
    expect(after.gross_revenue_this_month - before.gross_revenue_this_month).toBe(12_300);
    expect(after.refunds_this_month - before.refunds_this_month).toBe(2_300);
    // revenue is net of this month's refunds that did not fail (docs/admin.md)
    expect(after.revenue_this_month - before.revenue_this_month).toBe(10_000);
  });
});

import { conversationReports, refunds, type Refund } from '@skillsetu/domain';
import type { ReportActionResponse, UserActivity } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, callErrorCode, closeApps, newUser } from '../mail/accounts-test-env';
import { adminAuth, auditFor, newAdmin, seedProfile } from './admin-test-env';
import { typedDoc } from '../lib/typed-docs';

const db = adminDb();
afterAll(closeApps);

/** Emulator work on a loaded machine: cold starts of several function workers take seconds each. */
const SLOW = 120_000;

const tag = () => randomUUID().replace(/-/g, '').slice(0, 12);

/** An enrolment with its paid order, optionally cancelled, with refunds (paise, status) on the order. */
async function seedPurchase(
  uid: string,
  opts: { title: string; cancelled?: boolean; batchStatus?: string; refunds?: [number, Refund['status']][] },
) {
  const course = `course-${tag()}`;
  const orderId = `order_${tag()}`;
  const batchId = `batch-${tag()}`;
  const now = Timestamp.now();
  await db.doc(`courses/${course}`).set({ title: opts.title, trainer_id: 't', is_active: true });
  await db.doc(`batches/${batchId}`).set({ course_id: course, status: opts.batchStatus ?? 'scheduled' });
  await db
    .doc(`orders/${orderId}`)
    .set({ uid, purpose: 'enrollment', status: 'paid', amount: 50_000, course_id: course, created_at: now });
  await db.doc(`enrollments/${course}_${uid}`).set({
    course_id: course,
    learner_id: uid,
    trainer_id: 't',
    order_id: orderId,
    batch_id: batchId,
    amount: 50_000,
    currency: 'INR',
    status: opts.cancelled ? 'cancelled' : 'active',
    created_at: now,
  });
  for (const [amount, status] of opts.refunds ?? []) {
    const refundId = db.collection('refunds').doc().id;
    await typedDoc(db, refunds, refundId).set(
      refunds.make({ id: refundId, order_id: orderId, amount, status, created_at: now.toDate() }),
    );
  }
  return { course, orderId };
}

describe('adminUserActivity', () => {
  it(
    'shows course titles and the true state of each enrolment and order',
    async () => {
      const admin = await newAdmin();
      const learner = await newUser('activity');
      await seedProfile(db, learner, 'learner');
      await seedPurchase(learner.uid, { title: 'Active Course' });
      await seedPurchase(learner.uid, { title: 'Refunded Course', cancelled: true, refunds: [[25_000, 'processed']] });
      await seedPurchase(learner.uid, { title: 'Cancelled Course', cancelled: true, refunds: [[50_000, 'failed']] });
      await seedPurchase(learner.uid, { title: 'Finished Course', batchStatus: 'completed' });
      const got = await admin.call<object, UserActivity>('adminUserActivity', { uid: learner.uid });
      const byTitle = Object.fromEntries(got.enrollments.map((e) => [e.label, [e.state, e.refunded_paise]]));
      expect(byTitle).toEqual({
        'Active Course': ['active', 0],
        'Refunded Course': ['refunded', 25_000],
        'Cancelled Course': ['cancelled', 0],
        'Finished Course': ['completed', 0],
      });
      const orders = Object.fromEntries(got.orders.map((o) => [o.label, o.state]));
      expect(orders['Refunded Course']).toBe('refunded');
      expect(orders['Active Course']).toBe('active');
      expect(orders['Cancelled Course']).toBe('active');
      expect(await callErrorCode(learner.call('adminUserActivity', { uid: learner.uid }))).toBe('permission-denied');
    },
    SLOW,
  );
});

async function seedReport(reportedId: string) {
  const id = `conv-${tag()}_reporter`;
  await db.doc(conversationReports.path(id)).set(
    conversationReports.make({
      conversation_id: `conv-${tag()}`,
      reporter_id: 'reporter',
      reported_id: reportedId,
      reason: 'Rude messages',
      created_at: new Date(),
    }),
  );
  return id;
}

describe('adminActOnReport', () => {
  it(
    'warns once however many admins press Warn at once: one notification, one audit entry',
    async () => {
      const [a1, a2] = await Promise.all([newAdmin('a1'), newAdmin('a2')]);
      const sender = await newUser('sender');
      const reportId = await seedReport(sender.uid);
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          (i % 2 ? a1 : a2).call<object, ReportActionResponse>('adminActOnReport', { reportId, action: 'warn' }),
        ),
      );
      expect(results.filter((r) => r.changed)).toHaveLength(1);
      expect(results.every((r) => r.status === 'warned')).toBe(true);
      expect(await auditFor(db, `report:${reportId}`)).toHaveLength(1);
      const warning = await db.doc(`notifications/report_warn_${reportId}`).get();
      expect(warning.get('user_id')).toBe(sender.uid);
      expect((await db.doc(`conversation_reports/${reportId}`).get()).get('status')).toBe('warned');
    },
    SLOW,
  );

  it(
    'blocks the sender (account disabled), then refuses to reopen; audits each step',
    async () => {
      const admin = await newAdmin();
      const sender = await newUser('blocked');
      const reportId = await seedReport(sender.uid);
      expect(await callErrorCode(sender.call('adminActOnReport', { reportId, action: 'resolve' }))).toBe(
        'permission-denied',
      );
      const res = await admin.call<object, ReportActionResponse>('adminActOnReport', { reportId, action: 'block' });
      expect(res).toEqual({ status: 'blocked', changed: true });
      expect((await adminAuth().getUser(sender.uid)).disabled).toBe(true);
      expect(await callErrorCode(admin.call('adminActOnReport', { reportId, action: 'resolve' }))).toBe(
        'failed-precondition',
      );
      const audit = await auditFor(db, `report:${reportId}`);
      expect(audit.map((e) => e.action)).toEqual(['report.block']);
    },
    SLOW,
  );

  it(
    'resolves without touching the sender, and never blocks an admin',
    async () => {
      const admin = await newAdmin();
      const sender = await newUser('kept');
      const resolved = await seedReport(sender.uid);
      await admin.call('adminActOnReport', { reportId: resolved, action: 'resolve' });
      expect((await adminAuth().getUser(sender.uid)).disabled).toBe(false);
      expect((await auditFor(db, `report:${resolved}`)).map((e) => e.action)).toEqual(['report.resolve']);
      const otherAdmin = await newAdmin('other');
      const aboutAdmin = await seedReport(otherAdmin.uid);
      expect(await callErrorCode(admin.call('adminActOnReport', { reportId: aboutAdmin, action: 'block' }))).toBe(
        'failed-precondition',
      );
      expect((await db.doc(`conversation_reports/${aboutAdmin}`).get()).get('status')).toBe('open');
      expect(await callErrorCode(admin.call('adminActOnReport', { reportId: 'nope', action: 'warn' }))).toBe(
        'not-found',
      );
      expect(await callErrorCode(admin.call('adminActOnReport', { reportId: resolved, action: 'ban' }))).toBe(
        'invalid-argument',
      );
    },
    SLOW,
  );
});

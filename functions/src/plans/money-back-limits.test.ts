// A money-back refund returns the trainer to Starter's limits, once per trainer (docs/decisions/147-money-back-returns-starter-limits.md).
// Emulators + the Razorpay double; no mocks.
import {
  type CancelPlanResponse,
  courseCounts,
  type CreateOrderResponse,
  PLAN_CANCEL_MESSAGES,
  type VerifyPaymentResponse,
} from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkMoneyInvariant } from '../payments/money-invariant';
import {
  adminDb,
  closeApps,
  doubleGet,
  newUser,
  payAtDouble,
  seedCourse,
  seedProfile,
  type TestUser,
} from '../payments/payments-test-env';

const db = adminDb();
afterAll(closeApps);
const DAY = 86_400_000;

async function trainer(): Promise<TestUser> {
  const t = await newUser('limits');
  await seedProfile(db, t, 'trainer');
  return t;
}
/** Professional monthly through the real order → pay → verify path; the order id. */
async function buyProfessional(t: TestUser): Promise<string> {
  const order = await t.call<object, CreateOrderResponse>('createRazorpayOrder', {
    purpose: 'subscription',
    plan: 'professional',
    billing: 'monthly',
  });
  await t.call('verifyRazorpayPayment', await payAtDouble(order.id));
  return order.id;
}
/** `n` published courses made one day apart (oldest first) with their exact course_counts (ADR 021). */
async function publishCourses(uid: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = await seedCourse(db, uid, 100);
    await db.doc(`courses/${id}`).update({
      title: `Course ${i + 1}`,
      created_at: Timestamp.fromMillis(Date.now() - (n - i) * DAY),
    });
    ids.push(id);
  }
  await db.doc(courseCounts.path(uid)).set(courseCounts.make({ total: n, published: n, course_id: ids[n - 1] ?? '' }));
  return ids;
}
const cancel = (t: TestUser, confirm = true) => t.call<object, CancelPlanResponse>('cancelPlan', { confirm });
const published = async (ids: string[]) =>
  Promise.all(ids.map(async (id) => (await db.doc(`courses/${id}`).get()).get('is_active') as unknown));
const countsOf = async (uid: string) => (await db.doc(`course_counts/${uid}`).get()).data();
const refundsOf = async (uid: string) =>
  (await db.collection('refunds').where('uid', '==', uid).get()).docs.map((d) => d.data());
const notesOf = async (uid: string, title: string) =>
  (await db.collection('notifications').where('user_id', '==', uid).where('title', '==', title).get()).docs.map((d) =>
    String(d.get('message')),
  );
const refundsSettled = (uid: string) =>
  vi.waitFor(async () => expect((await refundsOf(uid)).every((r) => r.status === 'processed')).toBe(true), {
    timeout: 20_000,
    interval: 200,
  });
async function expectBalanced(orderIds: string[]) {
  const report = await checkMoneyInvariant(db, orderIds, doubleGet);
  expect(report.flatMap((o) => o.problems.map((p) => `${o.orderId}: ${p}`))).toEqual([]);
}
const planOrders = async (uid: string) =>
  (await db.collection('orders').where('uid', '==', uid).get()).docs.map((d) => d.id);

describe('money-back returns the Professional benefits (docs/decisions/147-money-back-returns-starter-limits.md)', () => {
  it(
    'Professional, 5 published, a sale at 5 %, money-back → the 2 newest unpublished, counts exact, named',
    { timeout: 180_000 },
    async () => {
      const t = await trainer();
      await buyProfessional(t);
      const ids = await publishCourses(t.uid, 5);
      const learner = await newUser('limits-learner');
      await seedProfile(db, learner, 'learner');
      const sale = await learner.call<object, CreateOrderResponse>('createRazorpayOrder', {
        purpose: 'enrollment',
        courseId: ids[0],
      });
      expect((await db.doc(`orders/${sale.id}`).get()).get('commission_percent')).toBe(5);
      expect(
        await learner.call<object, VerifyPaymentResponse>('verifyRazorpayPayment', await payAtDouble(sale.id)),
      ).toEqual({ verified: true });

      const quote = await cancel(t, false);
      expect(quote).toMatchObject({ outcome: 'refund', refund_paise: 100_000, unpublish: ['Course 5', 'Course 4'] });
      expect(await published(ids)).toEqual([true, true, true, true, true]);
      expect(await cancel(t)).toEqual({ ...quote, done: true });

      expect(await published(ids)).toEqual([true, true, true, false, false]);
      expect(await countsOf(t.uid)).toMatchObject({ total: 5, published: 3 });
      expect(await notesOf(t.uid, PLAN_CANCEL_MESSAGES.unpublishedTitle)).toEqual([
        PLAN_CANCEL_MESSAGES.unpublished(3, ['Course 5', 'Course 4']),
      ]);
      await refundsSettled(t.uid);
      await expectBalanced([...(await planOrders(t.uid)), sale.id]);
    },
  );

  it(
    'a second money-back is refused: a later purchase cancelled within 30 days gets no refund',
    { timeout: 180_000 },
    async () => {
      const t = await trainer();
      await buyProfessional(t);
      expect(await cancel(t)).toMatchObject({ outcome: 'refund', refund_paise: 100_000 });
      await refundsSettled(t.uid);
      await buyProfessional(t);
      const quote = await cancel(t, false);
      expect(quote).toMatchObject({ outcome: 'period_end', refund_paise: 0, money_back_used: true });
      expect(await cancel(t)).toMatchObject({ outcome: 'period_end', refund_paise: 0, done: true });
      expect(await refundsOf(t.uid)).toHaveLength(1);
      const profile = (await db.doc(`profiles/${t.uid}`).get()).data() ?? {};
      expect(profile).toMatchObject({
        subscription_plan: 'professional',
        subscription_status: 'active',
        subscription_cancel_at_period_end: true,
      });
      await expectBalanced(await planOrders(t.uid));
    },
  );

  it(
    'two racing cancellations: one refund, the courses unpublished once, counts exact',
    { timeout: 180_000 },
    async () => {
      const t = await trainer();
      await buyProfessional(t);
      const ids = await publishCourses(t.uid, 5);
      const results = await Promise.all([cancel(t), cancel(t)]);
      expect(results.map((r) => r.outcome).sort()).toEqual(['already_cancelled', 'refund']);
      await refundsSettled(t.uid);
      expect(await refundsOf(t.uid)).toHaveLength(1);
      expect(await published(ids)).toEqual([true, true, true, false, false]);
      expect(await countsOf(t.uid)).toMatchObject({ total: 5, published: 3 });
      expect(await notesOf(t.uid, PLAN_CANCEL_MESSAGES.unpublishedTitle)).toHaveLength(1);
      await expectBalanced(await planOrders(t.uid));
    },
  );
});

// The commission of a sale is the rate of the plan active then (docs/decisions/146-commission-at-the-sale.md).
// Emulators + the Razorpay double; no mocks.
import { type CreateOrderResponse, type VerifyPaymentResponse } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, closeApps, newUser, payAtDouble, seedCourse, seedProfile, type TestUser } from './payments-test-env';

const db = adminDb();
const MIN = 60_000;
afterAll(closeApps);

async function learner(): Promise<TestUser> {
  const u = await newUser('commission-learner');
  await seedProfile(db, u, 'learner');
  return u;
}
const createOrder = (u: TestUser, courseId: string) =>
  u.call<object, CreateOrderResponse>('createRazorpayOrder', { purpose: 'enrollment', courseId });
const verify = (u: TestUser, r: object) => u.call<object, VerifyPaymentResponse>('verifyRazorpayPayment', r);

describe('the commission is the rate of the plan active at the sale (docs/decisions/146-commission-at-the-sale.md)', () => {
  async function trainerWith(plan: string, status: string, endInMs: number): Promise<string> {
    const t = await newUser('stale-plan');
    await seedProfile(db, t, 'trainer');
    await db.doc(`profiles/${t.uid}`).update({
      subscription_plan: plan,
      subscription_status: status,
      subscription_start_date: Timestamp.fromMillis(Date.now() - 40 * 86_400_000),
      subscription_end_date: Timestamp.fromMillis(Date.now() + endInMs),
    });
    return seedCourse(db, t.uid, 100);
  }
  const commissionOf = async (orderId: string) => (await db.doc(`orders/${orderId}`).get()).get('commission_percent');

  it('an active Professional plan sells at 5 %', { timeout: 120_000 }, async () => {
    const u = await learner();
    const order = await createOrder(u, await trainerWith('professional', 'active', 86_400_000));
    expect(await commissionOf(order.id)).toBe(5);
  });

  it(
    'Professional past its end date (expiry job not run yet), expired or cancelled: 10 %',
    { timeout: 120_000 },
    async () => {
      const u = await learner();
      const lapsed = await trainerWith('professional', 'active', -MIN);
      const order = await createOrder(u, lapsed);
      expect(await commissionOf(order.id)).toBe(10);
      expect(await verify(u, await payAtDouble(order.id))).toEqual({ verified: true });
      expect((await db.doc(`enrollments/${lapsed}_${u.uid}`).get()).get('commission_percent')).toBe(10);
      for (const status of ['expired', 'cancelled']) {
        const o = await createOrder(u, await trainerWith('professional', status, 86_400_000));
        expect(await commissionOf(o.id)).toBe(10);
      }
    },
  );
});

import type { CancelPlanResponse, CreateOrderResponse, Reconciliation } from '@skillsetu/domain';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeApps as closeAccountApps } from '../mail/accounts-test-env';
import {
  adminDb,
  closeApps,
  newUser,
  payAtDouble,
  seedCourse,
  seedProfile,
  type TestUser,
} from '../payments/payments-test-env';
import { newAdmin } from './admin-test-env';

const db = adminDb();
afterAll(async () => {
  await closeApps();
  await closeAccountApps();
});

async function buy(u: TestUser, purchase: object): Promise<string> {
  const order = await u.call<object, CreateOrderResponse>('createRazorpayOrder', purchase);
  await u.call('verifyRazorpayPayment', await payAtDouble(order.id));
  return order.id;
}

describe('adminReconcile: the money invariant checked with Razorpay (docs/decisions/086-money-invariant.md)', () => {
  it(
    'a refunded plan and an active enrolment are healthy; a cancelled enrolment without its refund is a violation',
    { timeout: 240_000 },
    async () => {
      const admin = await newAdmin('money-admin');
      const trainer = await newUser('money-trainer');
      await seedProfile(db, trainer, 'trainer');
      const planOrder = await buy(trainer, { purpose: 'subscription', plan: 'professional', billing: 'monthly' });
      expect(await trainer.call<object, CancelPlanResponse>('cancelPlan', { confirm: true })).toMatchObject({
        outcome: 'refund',
      });
      await vi.waitFor(
        async () => expect((await db.doc(`refunds/moneyback_${planOrder}`).get()).get('status')).toBe('processed'),
        { timeout: 20_000, interval: 200 },
      );
      const learner = await newUser('money-learner');
      await seedProfile(db, learner, 'learner');
      const courseId = await seedCourse(db, trainer.uid, 999);
      const enrolOrder = await buy(learner, { purpose: 'enrollment', courseId });
      // The sale's payout is created by a trigger (docs/payouts.md); the reconciliation checks it too.
      await vi.waitFor(async () => expect((await db.doc(`transfers/${enrolOrder}`).get()).exists).toBe(true), {
        timeout: 30_000,
        interval: 200,
      });

      const mine = (r: Reconciliation) =>
        r.money_violations.filter((v) => [planOrder, enrolOrder].includes(v.order_id ?? ''));
      const healthy = await admin.call<object, Reconciliation>('adminReconcile', {});
      expect(mine(healthy)).toEqual([]);
      expect(healthy.money_totals.orders).toBeGreaterThanOrEqual(2);

      // The enrolment says it was cancelled and refunded in full, but no refund exists: money kept for nothing.
      const enrolment = db.doc(`enrollments/${courseId}_${learner.uid}`);
      await enrolment.update({ status: 'cancelled', refunded_paise: 99_900 });
      const broken = await admin.call<object, Reconciliation>('adminReconcile', {});
      expect(mine(broken).map((v) => v.order_id)).toEqual([enrolOrder]);
      expect(mine(broken)[0]?.detail).toContain('paid 99900 ≠ refunded 0 + retained 0');
      // Leave the books healthy for later suites.
      await enrolment.update({ status: 'active', refunded_paise: null });
    },
  );
});

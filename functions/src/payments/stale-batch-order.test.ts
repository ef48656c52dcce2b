// A payment for a batch whose start moved after the order is refunded in full (docs/decisions/145-orders-expire.md).
// Emulators + the Razorpay double; no mocks.
import { type VerifyPaymentResponse } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOUR, learner, moneyProblems, orderFor, seedBatch } from './batches-test-env';
import {
  adminDb,
  closeApps,
  newUser,
  payAtDouble,
  seedCourse,
  seedProfile,
  sendWebhookViaDouble,
  type TestUser,
} from './payments-test-env';

const db = adminDb();
let trainer: TestUser;

beforeAll(async () => {
  trainer = await newUser('stale-batch-trainer');
  await seedProfile(db, trainer, 'trainer');
});
afterAll(closeApps);

describe('an order pays only the batch it showed (docs/decisions/145-orders-expire.md)', () => {
  it(
    'the trainer moves the batch after the order: verify refunds (batch_changed), the webhook adds nothing',
    { timeout: 170_000 },
    async () => {
      const courseId = await seedCourse(db, trainer.uid, 700);
      const batchId = await seedBatch(db, courseId, trainer.uid, 72);
      const u = await learner(db);
      const order = await orderFor(u, courseId, batchId);
      await db.doc(`batches/${batchId}`).update({ starts_at: Timestamp.fromMillis(Date.now() + 96 * HOUR) });
      const paid = await payAtDouble(order.id);
      expect(await u.call<object, VerifyPaymentResponse>('verifyRazorpayPayment', paid)).toEqual({
        verified: true,
        refunded: true,
        stale: 'batch_changed',
      });
      await sendWebhookViaDouble({
        event: 'payment.captured',
        order_id: order.id,
        payment_id: paid.razorpay_payment_id,
      });
      const refund = db.doc(`refunds/auto_${paid.razorpay_payment_id}`);
      await vi.waitFor(async () => expect((await refund.get()).get('status')).toBe('processed'), {
        timeout: 20_000,
        interval: 200,
      });
      expect((await refund.get()).data()).toMatchObject({ reason: 'batch_changed', amount: 70_000, percent: 100 });
      expect((await db.doc(`enrollments/${courseId}_${u.uid}`).get()).exists).toBe(false);
      expect((await db.doc(`batches/${batchId}`).get()).get('seats_taken')).toBe(0);
      // A new order shows the new start and is kept.
      const fresh = await orderFor(u, courseId, batchId);
      expect(fresh.id).not.toBe(order.id);
      expect(await u.call<object, VerifyPaymentResponse>('verifyRazorpayPayment', await payAtDouble(fresh.id))).toEqual(
        {
          verified: true,
        },
      );
      expect(await moneyProblems(db, courseId)).toEqual([]);
    },
  );
});

import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, capturedPaymentAtDouble, doubleGet, testKeyId, testSecrets } from './payments-test-env';

const db = adminDb();

beforeAll(() => {
  // executeRefund runs in this process here: the same configuration the functions emulator reads.
  process.env.RAZORPAY_KEY_ID = testKeyId;
  process.env.RAZORPAY_KEY_SECRET = testSecrets.RAZORPAY_KEY_SECRET;
});

async function halfDoneRefund(ageMs: number): Promise<{ id: string; paymentId: string }> {
  const paymentId = await capturedPaymentAtDouble('order_Stuck0000000001', 50000);
  const id = `auto_${paymentId}`;
  await db.doc(`refunds/${id}`).set({
    id,
    order_id: 'order_Stuck0000000001',
    enrollment_id: null,
    payment_id: paymentId,
    uid: 'someone',
    amount: 50000,
    percent: 100,
    reason: 'duplicate_payment',
    razorpay_refund_id: null,
    status: 'created',
    created_at: Timestamp.fromMillis(Date.now() - ageMs),
  });
  return { id, paymentId };
}

describe('retryRefunds (the core, retryStuckRefunds)', () => {
  it('completes a refund its caller left half-done, once; leaves a fresh one to its caller', async () => {
    const { retryStuckRefunds } = await import('./retry-refunds');
    const stuck = await halfDoneRefund(3_600_000);
    const fresh = await halfDoneRefund(0);
    await Promise.all([retryStuckRefunds(db, new Date()), retryStuckRefunds(db, new Date())]);
    await retryStuckRefunds(db, new Date());
    const done = (await db.doc(`refunds/${stuck.id}`).get()).data();
    expect(done).toMatchObject({ status: 'processed' });
    expect(done?.razorpay_refund_id).toMatch(/^rfnd_/);
    const atRazorpay = await doubleGet<{ count: number }>(`/v1/payments/${stuck.paymentId}/refunds`);
    expect(atRazorpay.count).toBe(1);
    expect((await db.doc(`refunds/${fresh.id}`).get()).get('status')).toBe('created');
    expect((await doubleGet<{ count: number }>(`/v1/payments/${fresh.paymentId}/refunds`)).count).toBe(0);
  });
});

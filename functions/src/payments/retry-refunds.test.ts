import { refunds } from '@skillsetu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { typedDoc } from '../lib/typed-docs';
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
  await typedDoc(db, refunds, id).set(
    refunds.make({
      id,
      order_id: 'order_Stuck0000000001',
      enrollment_id: null,
      payment_id: paymentId,
      uid: 'someone',
      amount: 50000,
      percent: 100,
      reason: 'duplicate_payment',
      created_at: new Date(Date.now() - ageMs),
    }),
  );
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

  it('leaves a refund its module cannot read alone, and goes on with the others', async () => {
    const { retryStuckRefunds } = await import('./retry-refunds');
    const stuck = await halfDoneRefund(3_600_000);
    // A reason no version of the code writes: the refunds module reads the document as unusable.
    const odd = `odd_${stuck.paymentId}`;
    await db.doc(`refunds/${odd}`).set({ ...refunds.make({ id: odd, created_at: new Date(0) }), reason: 'mystery' });
    await expect(retryStuckRefunds(db, new Date())).resolves.toBeGreaterThanOrEqual(2);
    expect((await db.doc(`refunds/${odd}`).get()).get('status')).toBe('created');
    expect((await db.doc(`refunds/${stuck.id}`).get()).get('status')).toBe('processed');
  });
});

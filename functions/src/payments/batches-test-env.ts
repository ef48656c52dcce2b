// Shared setup of the batches and cancellations tests (emulators + the Razorpay double, no mocks).
import {
  batches,
  type CancellationQuote,
  type CreateOrderResponse,
  type VerifyPaymentResponse,
} from '@skillsetu/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { expect, vi } from 'vitest';
import { typedDoc } from '../lib/typed-docs';
import { checkMoneyInvariant } from './money-invariant';
import { DOUBLE_BASE, doubleGet, newUser, payAtDouble, seedProfile, type TestUser } from './payments-test-env';

export const HOUR = 3_600_000;

/** batches/{id} of a course, starting `hours` from now, as the dashboard writes it (seats_taken 0). */
export async function seedBatch(db: Firestore, courseId: string, trainerId: string, hours: number, seats = 5) {
  const ref = db.collection('batches').doc();
  const batch = batches.make({
    course_id: courseId,
    trainer_id: trainerId,
    starts_at: new Date(Date.now() + hours * HOUR),
    seats,
    schedule: 'Sat–Sun, 10 AM IST',
  });
  await typedDoc(db, batches, ref.id).set(batch);
  await ref.update({ created_at: Timestamp.now() });
  return ref.id;
}

/** A new learner with a profile. */
export async function learner(db: Firestore): Promise<TestUser> {
  const u = await newUser('learner');
  await seedProfile(db, u, 'learner');
  return u;
}

/** createRazorpayOrder for a course (and batch). */
export const orderFor = (u: TestUser, courseId: string, batchId?: string) =>
  u.call<object, CreateOrderResponse>('createRazorpayOrder', {
    purpose: 'enrollment',
    courseId,
    ...(batchId ? { batchId } : {}),
  });

/** Buys the course (and batch) through the double and verify; returns the order id. */
export async function enrol(u: TestUser, courseId: string, batchId?: string): Promise<string> {
  const order = await orderFor(u, courseId, batchId);
  const paid = await payAtDouble(order.id);
  const res = await u.call<object, VerifyPaymentResponse>('verifyRazorpayPayment', paid);
  expect(res).toEqual({ verified: true });
  return order.id;
}

export const cancel = (u: TestUser, courseId: string) =>
  u.call<object, CancellationQuote>('cancelEnrollment', { courseId });
export const quote = (u: TestUser, courseId: string) =>
  u.call<object, CancellationQuote>('quoteCancellation', { courseId });

/** Every order of a course. */
export async function orderIdsOf(db: Firestore, courseId: string): Promise<string[]> {
  return (await db.collection('orders').where('course_id', '==', courseId).get()).docs.map((d) => d.id);
}

/** The money invariant's problems for every order of the course (money-invariant.ts), as text. */
export async function moneyProblems(db: Firestore, courseId: string): Promise<string[]> {
  const report = await checkMoneyInvariant(db, await orderIdsOf(db, courseId), doubleGet);
  return report.flatMap((o) => o.problems.map((p) => `${o.orderId}: ${p}`));
}

/** Refunds of a payment at the double. */
export async function refundsAtDouble(paymentId: string) {
  return (
    await doubleGet<{ items: { id: string; amount: number; status: string }[] }>(`/v1/payments/${paymentId}/refunds`)
  ).items;
}

/** Arms the double: the next refund of this payment fails (refund.failed follows). */
export async function failNextRefund(paymentId: string): Promise<void> {
  const r = await fetch(`${DOUBLE_BASE}/__test/refunds/fail-next`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ payment_id: paymentId }),
  });
  if (!r.ok) throw new Error(`fail-next: ${r.status}`);
}

/** Asks the double to send a refund's last webhook again (a replay); the function's HTTP status and body. */
export async function replayRefundWebhook(razorpayRefundId: string): Promise<{ status: number; body: string }> {
  const r = await fetch(`${DOUBLE_BASE}/__test/refunds/${razorpayRefundId}/webhook`, { method: 'POST', body: '{}' });
  if (!r.ok) throw new Error(`replay: ${r.status} ${await r.text()}`);
  return (await r.json()) as { status: number; body: string };
}

/** Waits until the double's webhook for a refund has been sent (its last_event is set). */
export async function webhookSent(razorpayRefundId: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const r = await doubleGet<{ last_event?: unknown }>(`/v1/refunds/${razorpayRefundId}`);
      expect(r.last_event).toBeTruthy();
    },
    { timeout: 20_000, interval: 200 },
  );
}

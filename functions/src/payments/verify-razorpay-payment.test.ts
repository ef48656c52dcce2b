import { PAYMENT_MESSAGES, type CreateOrderResponse } from '@skillsetu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  callError,
  closeApps,
  fulfilmentsOf,
  newUser,
  payAtDouble,
  seedCourse,
  seedProfile,
  sendWebhookViaDouble,
  type CheckoutResult,
  type TestUser,
} from './payments-test-env';

const db = adminDb();
let learner: TestUser;
let other: TestUser;
let trainer: TestUser;

beforeAll(async () => {
  [learner, other, trainer] = await Promise.all([newUser('learner'), newUser('other'), newUser('trainer')]);
  await Promise.all([
    seedProfile(db, learner, 'learner'),
    seedProfile(db, other, 'learner'),
    seedProfile(db, trainer, 'trainer'),
  ]);
});
afterAll(closeApps);

async function enrolmentOrder(user: TestUser, price = 2999): Promise<{ courseId: string; order: CreateOrderResponse }> {
  const courseId = await seedCourse(db, trainer.uid, price);
  const order = await user.call<object, CreateOrderResponse>('createRazorpayOrder', {
    purpose: 'enrollment',
    courseId,
  });
  return { courseId, order };
}

const verify = (user: TestUser, r: CheckoutResult) =>
  user.call<CheckoutResult, { verified: boolean }>('verifyRazorpayPayment', r);

async function enrolmentsOf(courseId: string, uid: string): Promise<number> {
  const q = db.collection('enrollments').where('course_id', '==', courseId).where('learner_id', '==', uid);
  return (await q.count().get()).data().count;
}

/** Flips one hex character of a signature. */
const tamper = (sig: string) => `${sig.slice(0, 10)}${sig[10] === 'a' ? 'b' : 'a'}${sig.slice(11)}`;

describe('verifyRazorpayPayment', () => {
  it('a correct payment fulfils once: order paid, one enrolment, one notification', { timeout: 120_000 }, async () => {
    const { courseId, order } = await enrolmentOrder(learner);
    const paid = await payAtDouble(order.id);
    expect(await verify(learner, paid)).toEqual({ verified: true });
    expect(await verify(learner, paid)).toEqual({ verified: true });
    const enrolment = (await db.doc(`enrollments/${courseId}_${learner.uid}`).get()).data();
    expect(enrolment).toMatchObject({
      course_id: courseId,
      learner_id: learner.uid,
      trainer_id: trainer.uid,
      order_id: order.id,
      amount: 299900,
      currency: 'INR',
    });
    expect((await db.doc(`orders/${order.id}`).get()).data()).toMatchObject({
      status: 'paid',
      payment_id: paid.razorpay_payment_id,
      fulfilled_by: 'verify',
    });
    expect(await enrolmentsOf(courseId, learner.uid)).toBe(1);
    expect(await fulfilmentsOf(db, order.id)).toBe(1);
    const note = await db.collection('notifications').where('order_id', '==', order.id).get();
    expect(note.docs[0]?.data()).toMatchObject({ user_id: learner.uid, type: 'success', is_read: false });
  });

  it('one changed character in the signature is rejected and changes nothing', async () => {
    const { courseId, order } = await enrolmentOrder(learner);
    const paid = await payAtDouble(order.id);
    const err = await callError(verify(learner, { ...paid, razorpay_signature: tamper(paid.razorpay_signature) }));
    expect(err.code).toBe('permission-denied');
    expect(err.message).toContain(PAYMENT_MESSAGES.invalidSignature);
    expect((await db.doc(`orders/${order.id}`).get()).get('status')).toBe('created');
    expect(await enrolmentsOf(courseId, learner.uid)).toBe(0);
  });

  it('a signature from another order, another course or another user is rejected', async () => {
    const a = await enrolmentOrder(learner);
    const b = await enrolmentOrder(learner, 1999); // another course of the same learner
    const paidB = await payAtDouble(b.order.id);
    // B's payment and signature presented for A's order.
    const swapped = { ...paidB, razorpay_order_id: a.order.id };
    expect((await callError(verify(learner, swapped))).message).toContain(PAYMENT_MESSAGES.invalidSignature);
    // Another user's correctly signed payment.
    const c = await enrolmentOrder(other);
    const paidC = await payAtDouble(c.order.id);
    expect((await callError(verify(learner, paidC))).code).toBe('permission-denied');
    // A purpose that does not match the stored order.
    expect((await callError(verify(learner, { ...paidB, purpose: 'subscription' } as CheckoutResult))).code).toBe(
      'permission-denied',
    );
    for (const id of [a.order.id, b.order.id, c.order.id]) {
      expect((await db.doc(`orders/${id}`).get()).get('status')).toBe('created');
    }
    expect(await enrolmentsOf(a.courseId, learner.uid)).toBe(0);
    expect(await enrolmentsOf(c.courseId, other.uid)).toBe(0);
    // The rightful owner still completes.
    expect(await verify(other, paidC)).toEqual({ verified: true });
  });

  // The emulator starts a worker per concurrent request: generous timeouts on a shared 2-core machine.
  it('10 concurrent verifications plus the webhook give exactly one enrolment', { timeout: 240_000 }, async () => {
    const { courseId, order } = await enrolmentOrder(learner);
    const paid = await payAtDouble(order.id);
    const attempts = [
      ...Array.from({ length: 10 }, () => verify(learner, paid)),
      sendWebhookViaDouble({ event: 'payment.captured', order_id: order.id, payment_id: paid.razorpay_payment_id }),
    ];
    const results = await Promise.all(attempts);
    const fulfilments = await fulfilmentsOf(db, order.id);
    console.log(`[race] enrolment: attempts=${attempts.length} (10 verify + 1 webhook), fulfilments=${fulfilments}`);
    expect(results.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => ({ verified: true })));
    expect(await enrolmentsOf(courseId, learner.uid)).toBe(1);
    expect(fulfilments).toBe(1);
  });

  it('10 concurrent verifications plus the webhook give exactly one subscription', { timeout: 240_000 }, async () => {
    const t = await newUser('pro');
    await seedProfile(db, t, 'trainer');
    const order = await t.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'subscription',
      plan: 'professional',
      billing: 'annual',
    });
    const paid = await payAtDouble(order.id);
    const attempts = [
      ...Array.from({ length: 10 }, () => verify(t, paid)),
      sendWebhookViaDouble({ event: 'order.paid', order_id: order.id, payment_id: paid.razorpay_payment_id }),
    ];
    await Promise.all(attempts);
    const fulfilments = await fulfilmentsOf(db, order.id);
    console.log(`[race] subscription: attempts=${attempts.length} (10 verify + 1 webhook), fulfilments=${fulfilments}`);
    expect(fulfilments).toBe(1);
    const profile = (await db.doc(`profiles/${t.uid}`).get()).data() ?? {};
    expect(profile).toMatchObject({ subscription_plan: 'professional', subscription_status: 'active' });
    const start = profile.subscription_start_date.toDate() as Date;
    const end = profile.subscription_end_date.toDate() as Date;
    expect(end.getUTCFullYear() * 12 + end.getUTCMonth() - (start.getUTCFullYear() * 12 + start.getUTCMonth())).toBe(
      12,
    );
  });

  it('malformed inputs get invalid-argument', async () => {
    const good = { razorpay_order_id: 'order_ABCDEFGHIJKLMN', razorpay_payment_id: 'pay_ABCDEFGHIJKLMN' };
    const bad: unknown[] = [
      null,
      {},
      { ...good },
      { ...good, razorpay_signature: 'not-hex' },
      { ...good, razorpay_signature: 'a'.repeat(63) },
      { ...good, razorpay_order_id: '../orders/x', razorpay_signature: 'a'.repeat(64) },
      { ...good, razorpay_payment_id: 12, razorpay_signature: 'a'.repeat(64) },
      { ...good, razorpay_signature: 'a'.repeat(64), purpose: 'gift' },
    ];
    for (const data of bad) {
      expect((await callError(learner.call('verifyRazorpayPayment', data))).code, JSON.stringify(data)).toBe(
        'invalid-argument',
      );
    }
    // Well-formed but unknown order: the spec's invalid-signature refusal.
    const unknown = await callError(
      learner.call('verifyRazorpayPayment', { ...good, razorpay_signature: 'a'.repeat(64) }),
    );
    expect(unknown.message).toContain(PAYMENT_MESSAGES.invalidSignature);
  });
});

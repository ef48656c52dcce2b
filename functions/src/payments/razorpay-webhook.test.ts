import type { CreateOrderResponse } from '@skillsetu/domain';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMoneyInvariant } from './money-invariant';
import {
  adminDb,
  capturedPaymentAtDouble,
  closeApps,
  doubleGet,
  fulfilmentsOf,
  newUser,
  payAtDouble,
  seedCourse,
  seedProfile,
  sendWebhookViaDouble,
  testSecrets,
  WEBHOOK_URL,
  type TestUser,
} from './payments-test-env';

const db = adminDb();
let learner: TestUser;
let trainer: TestUser;

beforeAll(async () => {
  [learner, trainer] = await Promise.all([newUser('learner'), newUser('trainer')]);
  await Promise.all([seedProfile(db, learner, 'learner'), seedProfile(db, trainer, 'trainer')]);
});
afterAll(closeApps);

async function paidButNotVerified() {
  const courseId = await seedCourse(db, trainer.uid, 4999);
  const order = await learner.call<object, CreateOrderResponse>('createRazorpayOrder', {
    purpose: 'enrollment',
    courseId,
  });
  const paid = await payAtDouble(order.id);
  return { courseId, order, paid };
}

const enrolled = async (courseId: string) => (await db.doc(`enrollments/${courseId}_${learner.uid}`).get()).exists;

describe('razorpayWebhook', () => {
  // The first call of the file starts the emulator's function workers: a generous timeout on a busy machine.
  it('a paid order whose browser closed before verify is fulfilled by the webhook', { timeout: 120_000 }, async () => {
    const { courseId, order, paid } = await paidButNotVerified();
    const res = await sendWebhookViaDouble({
      event: 'payment.captured',
      order_id: order.id,
      payment_id: paid.razorpay_payment_id,
    });
    expect(res.status).toBe(200);
    expect(await enrolled(courseId)).toBe(true);
    expect((await db.doc(`orders/${order.id}`).get()).data()).toMatchObject({
      status: 'paid',
      fulfilled_by: 'webhook',
    });
  });

  it('a bad signature gets 400 and changes nothing', async () => {
    const { courseId, order, paid } = await paidButNotVerified();
    const eventId = `evt_bad${Date.now()}`;
    const res = await sendWebhookViaDouble({
      event: 'order.paid',
      order_id: order.id,
      payment_id: paid.razorpay_payment_id,
      event_id: eventId,
      signature: createHmac('sha256', 'not-the-webhook-secret').update('x').digest('hex'),
    });
    expect(res.status).toBe(400);
    // Signed with the KEY secret instead of the webhook secret, and no signature at all.
    const body = JSON.stringify({ event: 'payment.captured', payload: {} });
    const wrongSecret = await fetch(WEBHOOK_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': createHmac('sha256', testSecrets.RAZORPAY_KEY_SECRET).update(body).digest('hex'),
        'X-Razorpay-Event-Id': eventId,
      },
      body,
    });
    const unsigned = await fetch(WEBHOOK_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect([wrongSecret.status, unsigned.status]).toEqual([400, 400]);
    expect((await db.doc(`orders/${order.id}`).get()).get('status')).toBe('created');
    expect(await enrolled(courseId)).toBe(false);
    expect((await db.doc(`webhook_events/${eventId}`).get()).exists).toBe(false);
  });

  it('the same webhook event three times changes state once', async () => {
    const { courseId, order, paid } = await paidButNotVerified();
    const eventId = `evt_same${Date.now()}`;
    const statuses: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await sendWebhookViaDouble({
        event: 'payment.captured',
        order_id: order.id,
        payment_id: paid.razorpay_payment_id,
        event_id: eventId,
      });
      expect(res.status).toBe(200);
      statuses.push((JSON.parse(res.body) as { status: string }).status);
    }
    expect(statuses).toEqual(['fulfilled', 'duplicate-event', 'duplicate-event']);
    expect(await enrolled(courseId)).toBe(true);
    expect(await fulfilmentsOf(db, order.id)).toBe(1);
    expect((await db.doc(`webhook_events/${eventId}`).get()).data()).toMatchObject({
      order_id: order.id,
      result: 'fulfilled',
    });
  });

  it('a webhook whose amount differs from the order flags it, refunds that payment in full and fulfils nothing', async () => {
    const courseId = await seedCourse(db, trainer.uid, 4999);
    const order = await learner.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'enrollment',
      courseId,
    });
    const paymentId = await capturedPaymentAtDouble(order.id, 100);
    const res = await sendWebhookViaDouble({ event: 'payment.captured', order_id: order.id, payment_id: paymentId });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'amount-mismatch' });
    expect(await enrolled(courseId)).toBe(false);
    expect((await db.doc(`orders/${order.id}`).get()).data()).toMatchObject({
      status: 'created',
      flag: 'amount_mismatch',
    });
    const refunds = (await db.collection('refunds').where('order_id', '==', order.id).get()).docs.map((d) => d.data());
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      payment_id: paymentId,
      amount: 100,
      reason: 'amount_mismatch',
      status: 'processed',
    });
    // Another event for the same payment (order.paid after payment.captured): still one refund.
    await sendWebhookViaDouble({ event: 'payment.captured', order_id: order.id, payment_id: paymentId });
    const atRazorpay = await doubleGet<{ count: number }>(`/v1/payments/${paymentId}/refunds`);
    expect(atRazorpay.count).toBe(1);
    const report = await checkMoneyInvariant(db, [order.id], doubleGet);
    expect(report[0]).toMatchObject({ paid: 100, refunded: 100, retained: 0, problems: [] });
  });

  it("signed events the app does not handle get 200 'ignored': payments without our order, other event types", async () => {
    // A payment link or manual capture: no order at all, and an order id that is not ours.
    const linkPayment = await capturedPaymentAtDouble(null, 50000);
    const noOrder = await sendWebhookViaDouble({ event: 'payment.captured', order_id: null, payment_id: linkPayment });
    const notOurs = await sendWebhookViaDouble({
      event: 'payment.captured',
      order_id: 'order_NotOurs00000001',
      payment_id: await capturedPaymentAtDouble('order_NotOurs00000001', 50000),
    });
    const body = JSON.stringify({ event: 'refund.created', payload: { refund: { entity: { id: 'rfnd_X' } } } });
    const other = await fetch(WEBHOOK_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': createHmac('sha256', testSecrets.RAZORPAY_WEBHOOK_SECRET).update(body).digest('hex'),
        'X-Razorpay-Event-Id': `evt_other${Date.now()}`,
      },
      body,
    });
    expect([noOrder.status, notOurs.status, other.status]).toEqual([200, 200, 200]);
    expect(JSON.parse(noOrder.body)).toEqual({ status: 'ignored' });
    expect(JSON.parse(notOurs.body)).toEqual({ status: 'ignored' });
    expect(await other.json()).toEqual({ status: 'ignored' });
    expect((await db.collection('refunds').where('payment_id', '==', linkPayment).get()).size).toBe(0);
  });

  it("an enrolment raises the trainer card's student count", async () => {
    const t = await newUser('cardtrainer');
    await seedProfile(db, t, 'trainer');
    await db.doc(`trainer_profiles/${t.uid}`).set({
      user_id: t.uid,
      full_name: 'Card Trainer',
      email: t.email,
      phone: '',
      city: 'Pune',
      specialization: 'Web Development',
      experience: '3-5 years',
      bio: 'Teaches',
      hourly_rate: null,
      certifications: [],
      teaching_languages: ['English'],
      skills: ['React'],
      verified: false,
      created_at: new Date(),
    });
    const courseId = await seedCourse(db, t.uid, 2500);
    const students = async () =>
      ((await db.doc(`trainer_cards/${t.uid}`).get()).get('students') as number | undefined) ?? -1;
    // the card trigger counts the enrolment about a second after it is written
    const studentsOnCard = () => expect.poll(students, { timeout: 30_000, interval: 500 });
    await studentsOnCard().toBe(0);
    const order = await learner.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'enrollment',
      courseId,
    });
    const paid = await payAtDouble(order.id);
    await learner.call('verifyRazorpayPayment', paid);
    await studentsOnCard().toBe(1);
  });
});

import type { CreateOrderResponse } from '@skillsetu/domain';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  closeApps,
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
  it('a paid order whose browser closed before verify is fulfilled by the webhook', async () => {
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

  it('a webhook whose amount differs from the stored order does not fulfil it', async () => {
    const courseId = await seedCourse(db, trainer.uid, 4999);
    const order = await learner.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'enrollment',
      courseId,
    });
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: 'pay_Cheap0000000001', order_id: order.id, amount: 100, status: 'captured' } },
      },
    });
    const res = await fetch(WEBHOOK_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': createHmac('sha256', testSecrets.RAZORPAY_WEBHOOK_SECRET).update(body).digest('hex'),
        'X-Razorpay-Event-Id': `evt_cheap${Date.now()}`,
      },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'amount-mismatch' });
    expect(await enrolled(courseId)).toBe(false);
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
    const waitFor = async (want: number) => {
      for (let i = 0; i < 60 && (await students()) !== want; i += 1) await new Promise((r) => setTimeout(r, 500));
      return students();
    };
    expect(await waitFor(0)).toBe(0);
    const order = await learner.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'enrollment',
      courseId,
    });
    const paid = await payAtDouble(order.id);
    await learner.call('verifyRazorpayPayment', paid);
    expect(await waitFor(1)).toBe(1);
  });
});

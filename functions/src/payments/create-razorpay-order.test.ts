import type { CreateOrderResponse, GetKeyResponse } from '@skillsetu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  callError,
  closeApps,
  newUser,
  seedCourse,
  seedProfile,
  testKeyId,
  type TestUser,
} from './payments-test-env';

const db = adminDb();
let learner: TestUser;
let trainer: TestUser;
let courseId: string;

beforeAll(async () => {
  [learner, trainer] = await Promise.all([newUser('learner'), newUser('trainer')]);
  await Promise.all([seedProfile(db, learner, 'learner'), seedProfile(db, trainer, 'trainer')]);
  courseId = await seedCourse(db, trainer.uid, 2999);
});
afterAll(closeApps);

describe('getRazorpayKey', () => {
  it('returns the public key id and never a secret', async () => {
    const res = await learner.call<null, GetKeyResponse>('getRazorpayKey', null);
    expect(res).toEqual({ key_id: testKeyId });
  });
});

describe('createRazorpayOrder', () => {
  it('prices an enrolment from the course document and ignores a client-sent amount', async () => {
    const res = await learner.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'enrollment',
      courseId,
      amount: 1,
      currency: 'USD',
    });
    expect(res.amount).toBe(299900);
    expect(res.currency).toBe('INR');
    expect(res.id).toMatch(/^order_/);
    const stored = await db.doc(`orders/${res.id}`).get();
    expect(stored.data()).toMatchObject({ uid: learner.uid, amount: 299900, status: 'created', course_id: courseId });
  });

  it('a retried create for the same pending purchase returns the same order, also concurrently', async () => {
    const c2 = await seedCourse(db, trainer.uid, 1500);
    const req = { purpose: 'enrollment', courseId: c2 };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => learner.call<object, CreateOrderResponse>('createRazorpayOrder', req)),
    );
    const again = await learner.call<object, CreateOrderResponse>('createRazorpayOrder', req);
    const ids = new Set([...results, again].map((r) => r.id));
    expect(ids.size).toBe(1);
    const orders = await db.collection('orders').where('course_id', '==', c2).get();
    expect(orders.size).toBe(1);
  });

  it('prices plans from the catalogue: Professional ₹1,000/month, ₹9,600/year; Starter is free now', async () => {
    const monthly = await trainer.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'subscription',
      plan: 'professional',
      billing: 'monthly',
      amount: 100,
    });
    const annual = await trainer.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'subscription',
      plan: 'professional',
      billing: 'annual',
    });
    expect([monthly.amount, annual.amount]).toEqual([100000, 960000]);
    const starter = await callError(
      trainer.call('createRazorpayOrder', { purpose: 'subscription', plan: 'starter', billing: 'monthly' }),
    );
    expect(starter.code).toBe('failed-precondition');
  });

  it('refuses inactive or missing courses, own courses, and a second enrolment', async () => {
    const draft = await seedCourse(db, trainer.uid, 999, false);
    expect(
      (await callError(learner.call('createRazorpayOrder', { purpose: 'enrollment', courseId: draft }))).code,
    ).toBe('not-found');
    expect(
      (await callError(learner.call('createRazorpayOrder', { purpose: 'enrollment', courseId: 'nope123' }))).code,
    ).toBe('not-found');
    expect((await callError(trainer.call('createRazorpayOrder', { purpose: 'enrollment', courseId }))).code).toBe(
      'failed-precondition',
    );
    const enrolled = await seedCourse(db, trainer.uid, 500);
    await db.doc(`enrollments/${enrolled}_${learner.uid}`).set({ learner_id: learner.uid, trainer_id: trainer.uid });
    expect(
      (await callError(learner.call('createRazorpayOrder', { purpose: 'enrollment', courseId: enrolled }))).code,
    ).toBe('already-exists');
  });

  it('needs a signed-in user', async () => {
    const anon = await newUser('anon');
    const { getAuth, signOut } = await import('firebase/auth');
    await signOut(getAuth(anon.app));
    const err = await callError(anon.call('createRazorpayOrder', { purpose: 'enrollment', courseId }));
    expect(err.code).toBe('unauthenticated');
  });

  it('malformed inputs get invalid-argument', async () => {
    const bad: unknown[] = [
      null,
      {},
      { purpose: 'refund' },
      { purpose: 'enrollment' },
      { purpose: 'enrollment', courseId: 42 },
      { purpose: 'enrollment', courseId: 'a/b' },
      { purpose: 'subscription', plan: 'gold', billing: 'monthly' },
      { purpose: 'subscription', plan: 'professional', billing: 'weekly' },
      'professional',
    ];
    for (const data of bad) {
      const err = await callError(learner.call('createRazorpayOrder', data));
      expect(err.code, JSON.stringify(data)).toBe('invalid-argument');
    }
    for (const data of [{ plan: 'starter' }, { plan: 'starter', billing: 1 }]) {
      expect((await callError(learner.call('activateFreePlan', data))).code).toBe('invalid-argument');
    }
  });
});

describe('activateFreePlan', () => {
  it('activates Starter at no cost during the launch offer and refuses a paid plan', async () => {
    const t = await newUser('starter');
    await seedProfile(db, t, 'trainer');
    expect(await t.call('activateFreePlan', { plan: 'starter', billing: 'monthly' })).toEqual({
      activated: true,
      changed: true,
    });
    const profile = (await db.doc(`profiles/${t.uid}`).get()).data();
    expect(profile).toMatchObject({ subscription_plan: 'starter', subscription_status: 'active' });
    const err = await callError(t.call('activateFreePlan', { plan: 'professional', billing: 'monthly' }));
    expect(err.code).toBe('failed-precondition');
  });
});

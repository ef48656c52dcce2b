import { MONEY_MESSAGES, type CreateOrderResponse } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { checkMoneyInvariant } from './money-invariant';
import {
  adminDb,
  callError,
  closeApps,
  doubleGet,
  newUser,
  payAtDouble,
  seedProfile,
  type TestUser,
} from './payments-test-env';

const db = adminDb();
afterAll(closeApps);

async function trainerWith(plan: string | null, end: Date | null): Promise<TestUser> {
  const t = await newUser('plan');
  await seedProfile(db, t, 'trainer');
  if (plan && end) {
    await db.doc(`profiles/${t.uid}`).update({
      subscription_plan: plan,
      subscription_status: 'active',
      subscription_start_date: Timestamp.fromDate(new Date(end.getTime() - 365 * 86_400_000)),
      subscription_end_date: Timestamp.fromDate(end),
    });
  }
  return t;
}
const profileOf = async (uid: string) => (await db.doc(`profiles/${uid}`).get()).data() ?? {};
const ordersOf = async (uid: string) => (await db.collection('orders').where('uid', '==', uid).get()).docs;
const successNotes = async (uid: string) =>
  (await db.collection('notifications').where('user_id', '==', uid).where('title', '==', 'Payment Successful!').get())
    .size;
const activate = (t: TestUser) =>
  t.call<object, { activated: true; changed?: boolean }>('activateFreePlan', { plan: 'starter', billing: 'monthly' });

async function expectBalanced(uid: string) {
  const ids = (await ordersOf(uid)).map((d) => d.id);
  const report = await checkMoneyInvariant(db, ids, doubleGet);
  expect(report.flatMap((o) => o.problems)).toEqual([]);
}

describe('activateFreePlan never replaces a paid plan and is idempotent', () => {
  it('Professional active: refused with a clear message; no order, no notification, plan unchanged', async () => {
    const end = new Date('2027-11-23T06:30:00Z');
    const t = await trainerWith('professional', end);
    const err = await callError(activate(t));
    expect(err.code).toBe('failed-precondition');
    expect(err.message).toBe(MONEY_MESSAGES.paidPlanActive('Professional', '23 Nov 2027'));
    expect(await ordersOf(t.uid)).toHaveLength(0);
    expect(await successNotes(t.uid)).toBe(0);
    const p = await profileOf(t.uid);
    expect(p.subscription_plan).toBe('professional');
    expect((p.subscription_end_date as Timestamp).toDate().toISOString()).toBe(end.toISOString());
  });

  it('15 concurrent calls: one order, one notification, the rest no-ops or limited', { timeout: 180_000 }, async () => {
    const t = await trainerWith(null, null);
    const started = Date.now();
    const results = await Promise.allSettled(Array.from({ length: 15 }, () => activate(t)));
    const ms = Date.now() - started;
    const ok = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    const limited = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'functions/resource-exhausted',
    );
    console.log(
      `[race] activateFreePlan: calls=15 in ${ms} ms, activated=${ok.filter((r) => r.changed).length}, no-ops=${ok.filter((r) => !r.changed).length}, limited=${limited.length}`,
    );
    expect(ok.length + limited.length).toBe(15);
    expect(ok.filter((r) => r.changed)).toHaveLength(1);
    expect(ok.length).toBeLessThanOrEqual(5);
    expect(await ordersOf(t.uid)).toHaveLength(1);
    expect(await successNotes(t.uid)).toBe(1);
    expect(await profileOf(t.uid)).toMatchObject({ subscription_plan: 'starter', subscription_status: 'active' });
    await expectBalanced(t.uid);
  });

  it('repeated calls for an active Starter write nothing; past 5 an hour the caller is limited', async () => {
    const t = await trainerWith('starter', new Date(Date.now() + 20 * 86_400_000));
    for (let i = 0; i < 5; i += 1) expect(await activate(t)).toEqual({ activated: true, changed: false });
    expect(await callError(activate(t))).toEqual({ code: 'resource-exhausted', message: MONEY_MESSAGES.freePlanLimit });
    expect(await ordersOf(t.uid)).toHaveLength(0);
    expect(await successNotes(t.uid)).toBe(0);
  });
});

describe('a second plan purchase extends, never shortens (docs/architecture.md#decision-7)', () => {
  it('₹1,000 monthly after ₹9,600 annual ending 2027-11-23 ends 2027-12-23', { timeout: 120_000 }, async () => {
    const end = new Date('2027-11-23T06:30:00Z');
    const t = await trainerWith('professional', end);
    const order = await t.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'subscription',
      plan: 'professional',
      billing: 'monthly',
    });
    expect(order.amount).toBe(100000);
    await t.call('verifyRazorpayPayment', await payAtDouble(order.id));
    const p = await profileOf(t.uid);
    expect(p).toMatchObject({ subscription_plan: 'professional', subscription_status: 'active' });
    expect((p.subscription_end_date as Timestamp).toDate().toISOString()).toBe('2027-12-23T06:30:00.000Z');
    await expectBalanced(t.uid);
  });

  it('an annual purchase during an active plan appends twelve months to its end', { timeout: 120_000 }, async () => {
    const end = new Date(Date.now() + 40 * 86_400_000);
    const t = await trainerWith('professional', end);
    await db.doc(`profiles/${t.uid}`).update({ subscription_status: 'active' });
    const order = await t.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'subscription',
      plan: 'professional',
      billing: 'annual',
    });
    await t.call('verifyRazorpayPayment', await payAtDouble(order.id));
    const p = await profileOf(t.uid);
    const newEnd = (p.subscription_end_date as Timestamp).toDate();
    const expected = new Date(end);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(newEnd.toISOString()).toBe(expected.toISOString());
  });
});

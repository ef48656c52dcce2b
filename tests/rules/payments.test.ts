// firestore.rules, payments section: orders, enrollments and webhook_events are server-only; no client
// may write a subscription_* field of profiles (ARCHITECTURE data table, Decision 2).
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the scripts
import { HOST, PROJECT_ID, ports } from '../../scripts/lib/ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let env: RulesTestEnvironment;

const order = {
  id: 'order_TestOrder000001',
  uid: 'alice',
  purpose: 'enrollment',
  status: 'created',
  amount: 299900,
  currency: 'INR',
  course_id: 'c1',
  trainer_id: 'tina',
};
const enrollment = {
  course_id: 'c1',
  learner_id: 'alice',
  trainer_id: 'tina',
  order_id: order.id,
  amount: 299900,
  currency: 'INR',
  created_at: Timestamp.now(),
};
/** A profile as the accounts feature creates it (firestore.rules accounts section: fixed key list). */
const profile = (uid: string) => ({
  full_name: 'Alice Learner',
  email: `${uid}@example.com`,
  phone: null,
  city: null,
  avatar_url: null,
  user_type: 'learner',
  updated_at: serverTimestamp(),
});

beforeAll(async () => {
  const p = ports() as { firestore: number };
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: HOST, port: p.firestore, rules: fs.readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8') },
  });
});
afterAll(async () => env?.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'orders', order.id), order);
    await setDoc(doc(db, 'enrollments', 'c1_alice'), enrollment);
    await setDoc(doc(db, 'webhook_events', 'evt_1'), { order_id: order.id });
    await setDoc(doc(db, 'pending_purchases', 'enr_c1_alice'), { order_id: order.id });
    await setDoc(doc(db, 'profiles', 'alice'), { ...profile('alice'), updated_at: Timestamp.now() });
  });
});

const as = (uid: string | null, claims: Record<string, unknown> = {}) =>
  uid
    ? env.authenticatedContext(uid, { email: `${uid}@example.com`, ...claims }).firestore()
    : env.unauthenticatedContext().firestore();

describe('orders', () => {
  it('the buyer and admins read; others do not', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'orders', order.id)));
    await assertSucceeds(getDoc(doc(as('root', { admin: true }), 'orders', order.id)));
    await assertFails(getDoc(doc(as('bob'), 'orders', order.id)));
    await assertFails(getDoc(doc(as(null), 'orders', order.id)));
  });

  it('no client creates, updates or deletes an order, not even its owner or an admin', async () => {
    for (const db of [as('alice'), as('root', { admin: true }), as(null)]) {
      await assertFails(
        setDoc(doc(db, 'orders', 'order_New0000000001'), { ...order, id: 'order_New0000000001', amount: 1 }),
      );
      await assertFails(updateDoc(doc(db, 'orders', order.id), { status: 'paid' }));
      await assertFails(updateDoc(doc(db, 'orders', order.id), { amount: 100 }));
      await assertFails(deleteDoc(doc(db, 'orders', order.id)));
    }
  });
});

describe('enrollments', () => {
  it('the learner, the course trainer and admins read; others do not', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'enrollments', 'c1_alice')));
    await assertSucceeds(getDoc(doc(as('tina'), 'enrollments', 'c1_alice')));
    await assertSucceeds(getDoc(doc(as('root', { admin: true }), 'enrollments', 'c1_alice')));
    await assertFails(getDoc(doc(as('bob'), 'enrollments', 'c1_alice')));
    await assertFails(getDoc(doc(as(null), 'enrollments', 'c1_alice')));
  });

  it('no client writes an enrollment (a free enrolment would skip payment)', async () => {
    for (const uid of ['alice', 'tina', 'bob']) {
      const db = as(uid);
      await assertFails(
        setDoc(doc(db, 'enrollments', `c2_${uid}`), { ...enrollment, course_id: 'c2', learner_id: uid }),
      );
      await assertFails(updateDoc(doc(db, 'enrollments', 'c1_alice'), { amount: 0 }));
      await assertFails(deleteDoc(doc(db, 'enrollments', 'c1_alice')));
    }
    await assertFails(setDoc(doc(as('root', { admin: true }), 'enrollments', 'c3_alice'), enrollment));
  });
});

describe('server bookkeeping', () => {
  it('webhook_events and pending_purchases are closed to every client', async () => {
    for (const db of [as('alice'), as('root', { admin: true }), as(null)]) {
      await assertFails(getDoc(doc(db, 'webhook_events', 'evt_1')));
      await assertFails(setDoc(doc(db, 'webhook_events', 'evt_2'), { order_id: order.id }));
      await assertFails(getDoc(doc(db, 'pending_purchases', 'enr_c1_alice')));
      await assertFails(setDoc(doc(db, 'pending_purchases', 'enr_c2_alice'), { order_id: 'x' }));
    }
  });
});

describe('profiles: subscription fields are server-only', () => {
  const subscriptionFields: Record<string, unknown>[] = [
    { subscription_status: 'active' },
    { subscription_plan: 'professional' },
    { subscription_start_date: Timestamp.now() },
    { subscription_end_date: Timestamp.fromDate(new Date('2099-01-01')) },
  ];

  it('the owner may edit an allowed field (control), but never a subscription field', async () => {
    const db = as('alice');
    await assertSucceeds(
      updateDoc(doc(db, 'profiles', 'alice'), { full_name: 'Alice B', updated_at: serverTimestamp() }),
    );
    for (const field of subscriptionFields) {
      await assertFails(updateDoc(doc(db, 'profiles', 'alice'), { ...field, updated_at: serverTimestamp() }));
    }
  });

  it('a new profile cannot be created with an active subscription (a plain one can: control)', async () => {
    for (const field of subscriptionFields) {
      await assertFails(setDoc(doc(as('carol'), 'profiles', 'carol'), { ...profile('carol'), ...field }));
    }
    await assertFails(
      setDoc(doc(as('carol'), 'profiles', 'carol'), {
        ...profile('carol'),
        user_type: 'trainer',
        subscription_status: 'active',
        subscription_plan: 'professional',
      }),
    );
    await assertSucceeds(setDoc(doc(as('carol'), 'profiles', 'carol'), profile('carol')));
  });
});

// firestore.rules, payments section: orders, enrollments, refunds, webhook_events and order_leases are server-only; no client
// may write a subscription_* field of profiles (docs/architecture.md#data-model-cloud-firestore, docs/architecture.md#decision-2).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { freePlanLimits, orderLeases, planReminders } from '@skillsetu/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();

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
const refund = {
  id: 'auto_pay_TestPayment00001',
  order_id: order.id,
  enrollment_id: 'c1_alice',
  payment_id: 'pay_TestPayment00001',
  uid: 'alice',
  amount: 299900,
  percent: 100,
  reason: 'duplicate_payment',
  razorpay_refund_id: 'rfnd_TestRefund000001',
  status: 'processed',
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

beforeEach(() =>
  rules.seed(async (db) => {
    await setDoc(doc(db, 'orders', order.id), order);
    await setDoc(doc(db, 'enrollments', 'c1_alice'), enrollment);
    await setDoc(doc(db, 'webhook_events', 'evt_1'), { order_id: order.id });
    await setDoc(doc(db, 'pending_purchases', 'enr_c1_alice'), { order_id: order.id });
    await setDoc(doc(db, 'order_leases', order.id), orderLeases.make());
    await setDoc(doc(db, 'profiles', 'alice'), { ...profile('alice'), updated_at: Timestamp.now() });
    await setDoc(doc(db, 'refunds', refund.id), refund);
    await setDoc(doc(db, 'free_plan_limits', 'alice'), freePlanLimits.make());
    await setDoc(doc(db, 'plan_reminders', 'alice_7d_1'), planReminders.make({ uid: 'alice' }));
  }),
);

const as = (uid: string | null, claims: { admin?: boolean } = {}) =>
  uid ? rules.as(uid, { admin: claims.admin === true }) : rules.anon();

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

  it("order_leases are closed to every client, the order's buyer included (firestore.rules' explicit block)", async () => {
    for (const db of [as('alice'), as('root', { admin: true }), as(null)]) {
      await assertFails(getDoc(doc(db, 'order_leases', order.id)));
      await assertFails(getDocs(query(collection(db, 'order_leases'), limit(10))));
      await assertFails(setDoc(doc(db, 'order_leases', 'free_alice'), orderLeases.make()));
      await assertFails(updateDoc(doc(db, 'order_leases', order.id), { expires_at: Timestamp.now() }));
      await assertFails(deleteDoc(doc(db, 'order_leases', order.id)));
    }
  });
});

describe('refunds', () => {
  it('the refunded user and admins read; others and signed-out visitors do not', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'refunds', refund.id)));
    await assertSucceeds(getDoc(doc(as('root', { admin: true }), 'refunds', refund.id)));
    await assertFails(getDoc(doc(as('bob'), 'refunds', refund.id)));
    await assertFails(getDoc(doc(as('tina'), 'refunds', refund.id)));
    await assertFails(getDoc(doc(as(null), 'refunds', refund.id)));
  });

  it("lists: the owner's own with a limit ≤ 50, admins any; never another user's or unbounded", async () => {
    const mine = (db: ReturnType<typeof as>, n: number) =>
      getDocs(query(collection(db, 'refunds'), where('uid', '==', 'alice'), limit(n)));
    await assertSucceeds(mine(as('alice'), 50));
    await assertFails(mine(as('alice'), 51));
    await assertFails(getDocs(query(collection(as('alice'), 'refunds'), where('uid', '==', 'alice'))));
    await assertFails(mine(as('bob'), 10));
    await assertFails(getDocs(query(collection(as('bob'), 'refunds'), limit(10))));
    await assertSucceeds(getDocs(query(collection(as('root', { admin: true }), 'refunds'), limit(100))));
  });

  it('no client creates, moves forward or back, or deletes a refund — not its owner, not an admin', async () => {
    for (const db of [as('alice'), as('root', { admin: true }), as('bob'), as(null)]) {
      await assertFails(
        setDoc(doc(db, 'refunds', 'auto_pay_New00000000001'), { ...refund, id: 'auto_pay_New00000000001' }),
      );
      await assertFails(updateDoc(doc(db, 'refunds', refund.id), { status: 'created' }));
      await assertFails(updateDoc(doc(db, 'refunds', refund.id), { amount: 1 }));
      await assertFails(updateDoc(doc(db, 'refunds', refund.id), { extra: 'x' }));
      await assertFails(deleteDoc(doc(db, 'refunds', refund.id)));
    }
  });

  it('free_plan_limits and plan_reminders are closed to every client', async () => {
    for (const db of [as('alice'), as('root', { admin: true }), as(null)]) {
      await assertFails(getDoc(doc(db, 'free_plan_limits', 'alice')));
      await assertFails(setDoc(doc(db, 'free_plan_limits', 'alice'), { calls: [] }));
      await assertFails(getDoc(doc(db, 'plan_reminders', 'alice_7d_1')));
      await assertFails(setDoc(doc(db, 'plan_reminders', 'alice_1d_1'), { uid: 'alice' }));
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

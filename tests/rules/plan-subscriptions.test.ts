// firestore.rules: autopay's bookkeeping (plan_subscriptions, autopay_plans; docs/decisions/162-autopay-subscriptions.md) is
// server-only — the default deny — so no client can read a mandate's state or fake a renewal.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'plan_subscriptions/sub_1'), {
      uid: 'tina',
      plan: 'professional',
      billing: 'monthly',
      amount: 100000,
      status: 'active',
      cancel_at_cycle_end: false,
      paid_count: 1,
    });
    await setDoc(doc(db, 'autopay_plans/professional_monthly'), { razorpay_plan_id: 'plan_1', amount: 100000 });
  });
}

describe('plan_subscriptions and autopay_plans', () => {
  it('the owner cannot read, list, create or change their subscription', async () => {
    await seed();
    const tina = rules.as('tina');
    await assertFails(getDoc(doc(tina, 'plan_subscriptions/sub_1')));
    await assertFails(getDocs(query(collection(tina, 'plan_subscriptions'), where('uid', '==', 'tina'))));
    await assertFails(updateDoc(doc(tina, 'plan_subscriptions/sub_1'), { status: 'cancelled' }));
    await assertFails(updateDoc(doc(tina, 'plan_subscriptions/sub_1'), { paid_count: 99 }));
    await assertFails(setDoc(doc(tina, 'plan_subscriptions/sub_2'), { uid: 'tina', status: 'active', extra: true }));
  });

  it('other users, visitors and admins cannot read or write them either', async () => {
    await seed();
    for (const db of [rules.anon(), rules.as('mallory'), rules.as('boss', { admin: true })]) {
      await assertFails(getDoc(doc(db, 'plan_subscriptions/sub_1')));
      await assertFails(setDoc(doc(db, 'plan_subscriptions/sub_1'), { uid: 'mallory', status: 'active' }));
      await assertFails(getDoc(doc(db, 'autopay_plans/professional_monthly')));
      await assertFails(setDoc(doc(db, 'autopay_plans/professional_monthly'), { amount: 100 }));
    }
  });
});

// firestore.rules: autopay's bookkeeping (plan_subscriptions, autopay_plans; docs/decisions/162-autopay-subscriptions.md) is
// server-only — an explicit deny block each (docs/decisions/271-server-only-collection-modules.md) — so no client can
// read a mandate's state or fake a renewal.
import { assertFails } from '@firebase/rules-unit-testing';
import { autopayPlans, planSubscriptions } from '@skillsetu/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(
      doc(db, 'plan_subscriptions/sub_1'),
      planSubscriptions.make({ uid: 'tina', status: 'active', paid_count: 1 }),
    );
    await setDoc(doc(db, 'autopay_plans/professional_monthly'), autopayPlans.make());
  });
}

describe('plan_subscriptions and autopay_plans', () => {
  it('the owner cannot read, list, create, change or delete their subscription', async () => {
    await seed();
    const tina = rules.as('tina');
    await assertFails(getDoc(doc(tina, 'plan_subscriptions/sub_1')));
    await assertFails(getDocs(query(collection(tina, 'plan_subscriptions'), where('uid', '==', 'tina'))));
    await assertFails(updateDoc(doc(tina, 'plan_subscriptions/sub_1'), { status: 'cancelled' }));
    await assertFails(updateDoc(doc(tina, 'plan_subscriptions/sub_1'), { paid_count: 99 }));
    await assertFails(setDoc(doc(tina, 'plan_subscriptions/sub_2'), { uid: 'tina', status: 'active', extra: true }));
    await assertFails(deleteDoc(doc(tina, 'plan_subscriptions/sub_1')));
  });

  it('other users, visitors and admins cannot read or write them either', async () => {
    await seed();
    for (const db of [rules.anon(), rules.as('mallory'), rules.as('boss', { admin: true })]) {
      await assertFails(getDoc(doc(db, 'plan_subscriptions/sub_1')));
      await assertFails(getDocs(query(collection(db, 'plan_subscriptions'), limit(10))));
      await assertFails(setDoc(doc(db, 'plan_subscriptions/sub_1'), { uid: 'mallory', status: 'active' }));
      await assertFails(deleteDoc(doc(db, 'plan_subscriptions/sub_1')));
      await assertFails(getDoc(doc(db, 'autopay_plans/professional_monthly')));
      await assertFails(getDocs(query(collection(db, 'autopay_plans'), limit(10))));
      await assertFails(setDoc(doc(db, 'autopay_plans/professional_monthly'), { amount: 100 }));
      await assertFails(deleteDoc(doc(db, 'autopay_plans/professional_monthly')));
    }
  });
});

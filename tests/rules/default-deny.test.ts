// firestore.rules: anything not opened by a feature section is denied, for visitors, users and admins.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'secrets/s1'), { value: 'hidden' });
    await setDoc(doc(db, 'trainer_profiles/tina/private/notes'), { text: 'hidden' });
    await setDoc(doc(db, 'trainer_cards/tina/history/h1'), { text: 'hidden' });
  });
}

describe('default deny', () => {
  it('the documents exist, so the denials below come from the rules', async () => {
    await seed();
    let exists = false;
    await rules.seed(async (db) => {
      exists = (await getDoc(doc(db, 'secrets/s1'))).exists();
    });
    expect(exists).toBe(true);
  });

  it('denies reads and writes of an unknown collection to everyone', async () => {
    await seed();
    for (const db of [rules.anon(), rules.as('tina'), rules.as('boss', { admin: true })]) {
      await assertFails(getDoc(doc(db, 'secrets/s1')));
      await assertFails(getDocs(collection(db, 'secrets')));
      await assertFails(setDoc(doc(db, 'secrets/s2'), { value: 'x' }));
      await assertFails(deleteDoc(doc(db, 'secrets/s1')));
    }
  });

  it('denies subcollections under public documents', async () => {
    await seed();
    await assertFails(getDoc(doc(rules.anon(), 'trainer_profiles/tina/private/notes')));
    await assertFails(getDoc(doc(rules.as('tina'), 'trainer_profiles/tina/private/notes')));
    await assertFails(setDoc(doc(rules.as('tina'), 'trainer_profiles/tina/private/n2'), { text: 'x' }));
    await assertFails(getDoc(doc(rules.anon(), 'trainer_cards/tina/history/h1')));
    await assertFails(setDoc(doc(rules.as('tina'), 'courses/c1/reviews/r1'), { rating: 5 }));
  });
});

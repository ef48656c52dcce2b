// firestore.rules, trainers listing: trainer_cards are public and written only by the functions;
// counters (the public trainer id counter) are server-only.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { counters, trainerCards } from '@skillsetu/domain';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();

const card = trainerCards.make({
  uid: 'tina',
  id: 3,
  name: 'Tina Trainer',
  rating: 0,
  rating_rank: 0,
  students: 0,
  reviews: 0,
  verified: false,
  location: 'Pune',
});

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'trainer_cards/tina'), card);
    await setDoc(doc(db, 'counters/trainer_profiles'), counters.make({ next: 3 }));
  });
}

describe('trainer_cards', () => {
  it('anyone reads and queries the cards', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(rules.anon(), 'trainer_cards/tina')));
    await assertSucceeds(
      getDocs(
        query(collection(rules.anon(), 'trainer_cards'), where('location', '==', 'Pune'), orderBy('rating'), limit(12)),
      ),
    );
    await assertSucceeds(getDocs(query(collection(rules.as('lena'), 'trainer_cards'), limit(50))));
  });

  it('every list asks for at most 50 cards, signed out and signed in; counts too', async () => {
    await seed();
    for (const db of [rules.anon(), rules.as('lena'), rules.as('tina')]) {
      const cards = collection(db, 'trainer_cards');
      await assertFails(getDocs(cards));
      await assertFails(getDocs(query(cards, where('location', '==', 'Pune'), orderBy('rating'))));
      await assertFails(getDocs(query(cards, limit(51))));
      await assertSucceeds(getDocs(query(cards, limit(50))));
      // a count is a list query too: unbounded is refused, bounded by 50 is allowed
      await assertFails(getCountFromServer(cards));
      await assertFails(getCountFromServer(query(cards, limit(51))));
      await assertSucceeds(getCountFromServer(query(cards, orderBy('rating'), limit(50))));
    }
  });

  it('no client writes a card, not even its trainer or an admin', async () => {
    await seed();
    await assertFails(setDoc(doc(rules.anon(), 'trainer_cards/x'), card));
    await assertFails(updateDoc(doc(rules.as('tina'), 'trainer_cards/tina'), { verified: true }));
    await assertFails(updateDoc(doc(rules.as('tina'), 'trainer_cards/tina'), { rating: 5, reviews: 100 }));
    await assertFails(setDoc(doc(rules.as('tina'), 'trainer_cards/tom'), { ...card, uid: 'tom' }));
    await assertFails(deleteDoc(doc(rules.as('tina'), 'trainer_cards/tina')));
    await assertFails(setDoc(doc(rules.as('boss', { admin: true }), 'trainer_cards/tina'), card));
  });
});

describe('counters', () => {
  it('nobody reads or writes the trainer id counter', async () => {
    await seed();
    await assertFails(getDoc(doc(rules.anon(), 'counters/trainer_profiles')));
    await assertFails(getDoc(doc(rules.as('tina'), 'counters/trainer_profiles')));
    await assertFails(setDoc(doc(rules.as('tina'), 'counters/trainer_profiles'), { next: 1 }));
    await assertFails(getDoc(doc(rules.as('boss', { admin: true }), 'counters/trainer_profiles')));
  });
});

// firestore.rules, hidden_reviews (docs/decisions/140-refunded-reviews-hidden.md): a review whose
// enrolment was cancelled or refunded is moved by the server to hidden_reviews/{id}. It is not
// publicly readable or listable; its author (and admins) may read it; nobody un-hides it, writes it
// or puts a visibility field on a public review.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { hiddenReviews } from '@skillsetu/domain';
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
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();

const review = (over: Record<string, unknown> = {}) => ({
  course_id: 'c1',
  trainer_id: 'tina',
  learner_id: 'alice',
  learner_name: 'Alice L.',
  rating: 5,
  text: 'Clear lessons and patient answers.',
  created_at: serverTimestamp(),
  updated_at: serverTimestamp(),
  ...over,
});

const enrollment = (status: string) => ({
  course_id: 'c1',
  learner_id: 'alice',
  trainer_id: 'tina',
  order_id: 'order_1',
  amount: 299900,
  currency: 'INR',
  status,
  created_at: Timestamp.now(),
});

/** alice's review of c1, hidden by the server after her enrolment was cancelled and refunded. */
async function seedHidden() {
  await t.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/alice'), seedProfile('alice', 'learner'));
    await setDoc(doc(db, 'courses/c1'), { trainer_id: 'tina', title: 'SQL', price: 2999, is_active: true });
    await setDoc(doc(db, 'enrollments/c1_alice'), enrollment('cancelled'));
    const { id: _id, ...hidden } = hiddenReviews.make({
      course_id: 'c1',
      trainer_id: 'tina',
      learner_id: 'alice',
      learner_name: 'Alice L.',
      text: 'Clear lessons and patient answers.',
      hidden_at: new Date(),
    });
    await setDoc(doc(db, 'hidden_reviews/c1_alice'), hidden);
  });
}

describe('hidden_reviews: reading', () => {
  it('its author and admins get it; the public, the trainer and other users do not', async () => {
    await seedHidden();
    await assertSucceeds(getDoc(doc(t.as('alice'), 'hidden_reviews/c1_alice')));
    await assertSucceeds(getDoc(doc(t.as('root', { admin: true }), 'hidden_reviews/c1_alice')));
    await assertFails(getDoc(doc(t.anon(), 'hidden_reviews/c1_alice')));
    await assertFails(getDoc(doc(t.as('tina'), 'hidden_reviews/c1_alice')));
    await assertFails(getDoc(doc(t.as('bob'), 'hidden_reviews/c1_alice')));
  });

  it('nobody but an admin lists hidden reviews, even with a limit', async () => {
    await seedHidden();
    const hidden = (db: ReturnType<typeof t.anon>) => collection(db, 'hidden_reviews');
    await assertFails(getDocs(query(hidden(t.anon()), where('trainer_id', '==', 'tina'), limit(10))));
    await assertFails(getDocs(query(hidden(t.as('alice')), where('learner_id', '==', 'alice'), limit(10))));
    await assertFails(getDocs(query(hidden(t.as('tina')), where('trainer_id', '==', 'tina'), limit(10))));
    await assertSucceeds(getDocs(query(hidden(t.as('root', { admin: true })), limit(10))));
  });

  it('a hidden review is not in the public reviews: get finds nothing, lists leave it out', async () => {
    await seedHidden();
    const snap = await getDoc(doc(t.anon(), 'reviews/c1_alice'));
    if (snap.exists()) throw new Error('a hidden review is publicly readable');
    const list = await getDocs(query(collection(t.anon(), 'reviews'), where('trainer_id', '==', 'tina'), limit(50)));
    if (list.size !== 0) throw new Error('a hidden review is publicly listed');
  });
});

describe('hidden_reviews: nobody un-hides', () => {
  it('the author cannot put the review back into reviews/ (the enrolment is cancelled)', async () => {
    await seedHidden();
    await assertFails(setDoc(doc(t.as('alice'), 'reviews/c1_alice'), review()));
    await assertFails(
      setDoc(doc(t.as('alice'), 'reviews/c1_alice'), review({ rating: 1, text: 'Another try at it.' })),
    );
  });

  it('the author, the trainer and admins cannot edit, delete or create hidden reviews', async () => {
    await seedHidden();
    for (const db of [t.as('alice'), t.as('tina'), t.as('root', { admin: true })]) {
      await assertFails(updateDoc(doc(db, 'hidden_reviews/c1_alice'), { hidden_reason: 'none' }));
      await assertFails(updateDoc(doc(db, 'hidden_reviews/c1_alice'), { rating: 1 }));
      await assertFails(deleteDoc(doc(db, 'hidden_reviews/c1_alice')));
    }
    await assertFails(setDoc(doc(t.as('bob'), 'hidden_reviews/c1_bob'), review({ learner_id: 'bob' })));
  });

  it('a learner cannot write the server-only visibility fields on a public review', async () => {
    await t.seed(async (db) => {
      await setDoc(doc(db, 'profiles/alice'), seedProfile('alice', 'learner'));
      await setDoc(doc(db, 'courses/c1'), { trainer_id: 'tina', title: 'SQL', price: 2999, is_active: true });
      await setDoc(doc(db, 'enrollments/c1_alice'), enrollment('active'));
    });
    await assertFails(setDoc(doc(t.as('alice'), 'reviews/c1_alice'), review({ hidden_reason: 'none' })));
    await assertFails(setDoc(doc(t.as('alice'), 'reviews/c1_alice'), review({ hidden: false })));
    await assertSucceeds(setDoc(doc(t.as('alice'), 'reviews/c1_alice'), review()));
    await assertFails(updateDoc(doc(t.as('alice'), 'reviews/c1_alice'), { hidden: false }));
    await assertFails(updateDoc(doc(t.as('alice'), 'reviews/c1_alice'), { hidden_at: Timestamp.now() }));
  });
});

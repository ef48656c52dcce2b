// firestore.rules, reviews section: one review per course by a learner with an enrolment in it,
// validated and capped; edits keep course, trainer and author; only the course's trainer replies;
// public reads are list queries of at most 50; the trainer card's stats stay server-only.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { trainerCards } from '@skillsetu/domain';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();

const enrollment = (course: string, learner: string, trainer: string, extra: Record<string, unknown> = {}) => ({
  course_id: course,
  learner_id: learner,
  trainer_id: trainer,
  order_id: `order_${course}_${learner}`,
  amount: 299900,
  currency: 'INR',
  created_at: Timestamp.now(),
  ...extra,
});

/** A review as the web app writes it (features/reviews/api/save-review.ts). */
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

/** Stored review (as seeded with rules off). */
const stored = (over: Record<string, unknown> = {}) => ({
  ...review(),
  created_at: Timestamp.now(),
  updated_at: Timestamp.now(),
  ...over,
});

async function seed(extra?: (db: Firestore) => Promise<unknown>) {
  await t.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/alice'), seedProfile('alice', 'learner'));
    await setDoc(doc(db, 'courses/c1'), { trainer_id: 'tina', title: 'SQL', price: 2999, is_active: true });
    await setDoc(doc(db, 'courses/c2'), { trainer_id: 'tina', title: 'Python', price: 1999, is_active: true });
    await setDoc(doc(db, 'enrollments/c1_alice'), enrollment('c1', 'alice', 'tina'));
    // tina enrolled in her own course (a trainer may buy): she still may not review it.
    await setDoc(doc(db, 'enrollments/c1_tina'), enrollment('c1', 'tina', 'tina'));
    await extra?.(db);
  });
}

const seedReview = () => seed((db) => setDoc(doc(db, 'reviews/c1_alice'), stored()));

describe('reviews: create', () => {
  it('lets an enrolled learner write one review of the course', async () => {
    await seed();
    await assertSucceeds(setDoc(doc(t.as('alice'), 'reviews/c1_alice'), review()));
  });

  it('denies a review without an enrolment, and of another learner’s enrolment', async () => {
    await seed();
    await assertFails(setDoc(doc(t.as('alice'), 'reviews/c2_alice'), review({ course_id: 'c2' })));
    // bob uses alice's enrolment: as author alice, or under his own id
    await assertFails(setDoc(doc(t.as('bob'), 'reviews/c1_alice'), review()));
    await assertFails(setDoc(doc(t.as('bob'), 'reviews/c1_bob'), review({ learner_id: 'bob' })));
    await assertFails(setDoc(doc(t.anon(), 'reviews/c1_alice'), review()));
  });

  it('denies a review whose id, course or trainer does not match the enrolment', async () => {
    await seed();
    await assertFails(setDoc(doc(t.as('alice'), 'reviews/c2_alice'), review()));
    await assertFails(setDoc(doc(t.as('alice'), 'reviews/anything'), review()));
    await assertFails(setDoc(doc(t.as('alice'), 'reviews/c1_alice'), review({ trainer_id: 'someone-else' })));
  });

  it('denies a second review of the same course', async () => {
    await seedReview();
    await assertFails(setDoc(doc(t.as('alice'), 'reviews/c1_alice'), review({ text: 'Writing it all over again.' })));
  });

  it('denies a cancelled or refunded enrolment', async () => {
    await seed(async (db) => {
      await setDoc(doc(db, 'enrollments/c2_alice'), enrollment('c2', 'alice', 'tina', { status: 'cancelled' }));
    });
    await assertFails(setDoc(doc(t.as('alice'), 'reviews/c2_alice'), review({ course_id: 'c2' })));
  });

  it('denies a batch learner before their first attended class (ADR 208)', async () => {
    await seed(async (db) => {
      await setDoc(doc(db, 'enrollments/c2_alice'), enrollment('c2', 'alice', 'tina', { batch_id: 'b2' }));
    });
    await assertFails(setDoc(doc(t.as('alice'), 'reviews/c2_alice'), review({ course_id: 'c2' })));
    // Classes held but none attended: still refused.
    await t.seed((db) => updateDoc(doc(db, 'enrollments/c2_alice'), { sessions_held: 2, sessions_attended: 0 }));
    await assertFails(setDoc(doc(t.as('alice'), 'reviews/c2_alice'), review({ course_id: 'c2' })));
  });

  it('lets a batch learner review after attending a class', async () => {
    await seed(async (db) => {
      await setDoc(
        doc(db, 'enrollments/c2_alice'),
        enrollment('c2', 'alice', 'tina', { batch_id: 'b2', sessions_held: 1, sessions_attended: 1 }),
      );
    });
    await assertSucceeds(setDoc(doc(t.as('alice'), 'reviews/c2_alice'), review({ course_id: 'c2' })));
  });

  it('lets a batch learner who completed review', async () => {
    await seed(async (db) => {
      await setDoc(
        doc(db, 'enrollments/c2_alice'),
        enrollment('c2', 'alice', 'tina', { batch_id: 'b2', completed_at: Timestamp.now() }),
      );
    });
    await assertSucceeds(setDoc(doc(t.as('alice'), 'reviews/c2_alice'), review({ course_id: 'c2' })));
  });

  it('denies the trainer reviewing their own course', async () => {
    await seed();
    await assertFails(
      setDoc(doc(t.as('tina'), 'reviews/c1_tina'), review({ learner_id: 'tina', learner_name: 'Tina T.' })),
    );
  });

  it.each([
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['rating 4.5', { rating: 4.5 }],
    ['rating as a string', { rating: '5' }],
    ['empty text', { text: '' }],
    ['text of spaces', { text: '             ' }],
    ['text of 9 characters', { text: 'Too short' }],
    ['text over 2,000 characters', { text: 'x'.repeat(2001) }],
    ['text not a string', { text: 12345678901 }],
    ['an empty name', { learner_name: '' }],
    ['a name over 60 characters', { learner_name: 'n'.repeat(61) }],
    ['an extra key', { verified: true }],
    ['a reply written by the learner', { reply: { text: 'Thanks!', created_at: serverTimestamp() } }],
    ['a client created_at', { created_at: Timestamp.fromMillis(0) }],
    ['a client updated_at', { updated_at: Timestamp.fromMillis(0) }],
  ])('denies %s', async (_label, over) => {
    await seed();
    await assertFails(setDoc(doc(t.as('alice'), 'reviews/c1_alice'), review(over)));
  });

  it('denies a review missing a field', async () => {
    await seed();
    const { learner_name: _drop, ...withoutName } = review();
    await assertFails(setDoc(doc(t.as('alice'), 'reviews/c1_alice'), withoutName));
  });

  it('accepts the limits: rating 1, text of exactly 10 and 2,000 characters', async () => {
    await seed(async (db) => {
      await setDoc(doc(db, 'enrollments/c2_alice'), enrollment('c2', 'alice', 'tina'));
    });
    await assertSucceeds(setDoc(doc(t.as('alice'), 'reviews/c1_alice'), review({ rating: 1, text: '0123456789' })));
    await assertSucceeds(
      setDoc(doc(t.as('alice'), 'reviews/c2_alice'), review({ course_id: 'c2', text: 'y'.repeat(2000) })),
    );
  });
});

describe('reviews: the learner edits and deletes', () => {
  it('lets the author change rating and text', async () => {
    await seedReview();
    await assertSucceeds(
      updateDoc(doc(t.as('alice'), 'reviews/c1_alice'), {
        rating: 3,
        text: 'Good, but the pace was fast.',
        updated_at: serverTimestamp(),
      }),
    );
  });

  it.each([
    ['course_id', { course_id: 'c2' }],
    ['trainer_id', { trainer_id: 'bob' }],
    ['learner_id (author)', { learner_id: 'bob' }],
    ['created_at', { created_at: serverTimestamp() }],
    ['the reply', { reply: { text: 'Self-reply', created_at: serverTimestamp() } }],
    ['an extra key', { pinned: true }],
    ['rating 6', { rating: 6 }],
    ['text too long', { text: 'z'.repeat(2001) }],
    ['a client updated_at', { updated_at: Timestamp.fromMillis(0) }],
  ])('denies changing %s', async (_label, over) => {
    await seedReview();
    await assertFails(updateDoc(doc(t.as('alice'), 'reviews/c1_alice'), { updated_at: serverTimestamp(), ...over }));
  });

  it('denies edits by anyone else, and edits once the enrolment is gone', async () => {
    await seedReview();
    await assertFails(updateDoc(doc(t.as('bob'), 'reviews/c1_alice'), { rating: 1, updated_at: serverTimestamp() }));
    await t.seed((db) => deleteDoc(doc(db, 'enrollments/c1_alice')));
    await assertFails(updateDoc(doc(t.as('alice'), 'reviews/c1_alice'), { rating: 1, updated_at: serverTimestamp() }));
  });

  it('lets the author and admins delete; nobody else', async () => {
    await seedReview();
    await assertFails(deleteDoc(doc(t.as('bob'), 'reviews/c1_alice')));
    await assertFails(deleteDoc(doc(t.as('tina'), 'reviews/c1_alice')));
    await assertSucceeds(deleteDoc(doc(t.as('alice'), 'reviews/c1_alice')));
    await t.seed((db) => setDoc(doc(db, 'reviews/c1_alice'), stored()));
    await assertSucceeds(deleteDoc(doc(t.as('root', { admin: true }), 'reviews/c1_alice')));
  });
});

describe('reviews: the trainer’s reply', () => {
  const reply = (text = 'Thank you, Alice!') => ({ reply: { text, created_at: serverTimestamp() } });

  it('lets the course’s trainer post, edit and remove one reply', async () => {
    await seedReview();
    await assertSucceeds(updateDoc(doc(t.as('tina'), 'reviews/c1_alice'), reply()));
    await assertSucceeds(updateDoc(doc(t.as('tina'), 'reviews/c1_alice'), reply('Thanks again, Alice.')));
    await assertSucceeds(updateDoc(doc(t.as('tina'), 'reviews/c1_alice'), { reply: deleteField() }));
  });

  it('denies a reply by anyone but the course’s trainer', async () => {
    await seedReview();
    await assertFails(updateDoc(doc(t.as('bob'), 'reviews/c1_alice'), reply()));
    await assertFails(updateDoc(doc(t.as('alice'), 'reviews/c1_alice'), reply()));
    await assertFails(updateDoc(doc(t.anon(), 'reviews/c1_alice'), reply()));
  });

  it.each([
    ['an empty reply', { reply: { text: '   ', created_at: serverTimestamp() } }],
    ['a reply over 2,000 characters', { reply: { text: 'r'.repeat(2001), created_at: serverTimestamp() } }],
    ['a reply with an extra key', { reply: { text: 'Hi', created_at: serverTimestamp(), pinned: true } }],
    ['a reply with a client time', { reply: { text: 'Hi', created_at: Timestamp.fromMillis(0) } }],
    ['a reply as a string', { reply: 'Thanks' }],
    ['the rating beside the reply', { ...reply(), rating: 1 }],
    ['the text beside the reply', { ...reply(), text: 'Rewritten by the trainer.' }],
  ])('denies %s', async (_label, data) => {
    await seedReview();
    await assertFails(updateDoc(doc(t.as('tina'), 'reviews/c1_alice'), data));
  });
});

describe('reviews: reading', () => {
  it('anyone gets one, and lists by trainer or course with a limit of at most 50', async () => {
    await seedReview();
    await assertSucceeds(getDoc(doc(t.anon(), 'reviews/c1_alice')));
    const reviews = collection(t.anon(), 'reviews');
    await assertSucceeds(
      getDocs(query(reviews, where('trainer_id', '==', 'tina'), orderBy('created_at', 'desc'), limit(10))),
    );
    await assertSucceeds(getDocs(query(reviews, where('course_id', '==', 'c1'), limit(50))));
  });

  it('denies unbounded lists and lists above 50', async () => {
    await seedReview();
    const reviews = collection(t.anon(), 'reviews');
    await assertFails(getDocs(query(reviews, where('trainer_id', '==', 'tina'))));
    await assertFails(getDocs(query(reviews, limit(51))));
    await assertFails(getDocs(reviews));
  });
});

describe('trainer_cards: the stats are server-only', () => {
  it.each([['rating'], ['reviews'], ['students']])('denies a client writing %s', async (field) => {
    const card = trainerCards.make({ uid: 'tina', rating: 0, rating_rank: 0, reviews: 0, students: 0 });
    await seed((db) => setDoc(doc(db, 'trainer_cards/tina'), card));
    await assertFails(updateDoc(doc(t.as('tina'), 'trainer_cards/tina'), { [field]: 5 }));
    await assertFails(setDoc(doc(t.as('alice'), 'trainer_cards/tina'), { uid: 'tina', [field]: 100 }, { merge: true }));
  });
});

describe('review_stats: public to get, server-only', () => {
  it('anyone gets one; nobody lists or writes', async () => {
    await seed((db) => setDoc(doc(db, 'review_stats/trainer_tina'), { reviews: 1, rating: 5, stars: [0, 0, 0, 0, 1] }));
    await assertSucceeds(getDoc(doc(t.anon(), 'review_stats/trainer_tina')));
    await assertFails(getDocs(query(collection(t.anon(), 'review_stats'), limit(10))));
    await assertFails(
      setDoc(doc(t.as('tina'), 'review_stats/trainer_tina'), { reviews: 99, rating: 5, stars: [0, 0, 0, 0, 99] }),
    );
    await assertFails(updateDoc(doc(t.as('alice'), 'review_stats/trainer_tina'), { rating: 1 }));
  });
});

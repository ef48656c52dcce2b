// firestore.rules, trainers listing: courses/{courseId} are public when published (is_active), the
// owning trainer sees drafts; only trainers create courses for themselves, within the allowlist.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();

/** What the trainer workspace writes (domain toCourseWrite + created_at); price in rupees. */
const course = (trainerId: string, extra: Record<string, unknown> = {}) => ({
  trainer_id: trainerId,
  title: 'React from Scratch',
  description: null,
  price: 4999,
  duration: '1-2 months',
  category: 'Web Development',
  skills: ['React'],
  mode: 'Online',
  batch_size: '6-10 students',
  prerequisites: null,
  is_active: false,
  created_at: serverTimestamp(),
  ...extra,
});

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/tom'), seedProfile('tom', 'trainer'));
    await setDoc(doc(db, 'profiles/lena'), seedProfile('lena', 'learner'));
    await setDoc(doc(db, 'courses/published'), course('tina', { is_active: true, created_at: Timestamp.now() }));
    await setDoc(doc(db, 'courses/draft'), course('tina', { created_at: Timestamp.now() }));
  });
}

describe('courses read', () => {
  it('anyone reads a published course; only its trainer reads a draft', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(rules.anon(), 'courses/published')));
    await assertSucceeds(getDoc(doc(rules.as('lena'), 'courses/published')));
    await assertSucceeds(getDoc(doc(rules.as('tina'), 'courses/draft')));
    await assertFails(getDoc(doc(rules.anon(), 'courses/draft')));
    await assertFails(getDoc(doc(rules.as('tom'), 'courses/draft')));
    await assertFails(getDoc(doc(rules.as('lena'), 'courses/draft')));
  });

  it('allows list queries constrained to published courses or to your own', async () => {
    await seed();
    const anonCourses = collection(rules.anon(), 'courses');
    await assertSucceeds(getDocs(query(anonCourses, where('is_active', '==', true))));
    await assertSucceeds(
      getDocs(
        query(
          anonCourses,
          where('trainer_id', '==', 'tina'),
          where('is_active', '==', true),
          orderBy('created_at', 'desc'),
        ),
      ),
    );
    await assertSucceeds(getDocs(query(collection(rules.as('tina'), 'courses'), where('trainer_id', '==', 'tina'))));
  });

  it('denies unconstrained lists and lists of another trainer drafts', async () => {
    await seed();
    await assertFails(getDocs(collection(rules.anon(), 'courses')));
    await assertFails(getDocs(query(collection(rules.anon(), 'courses'), where('trainer_id', '==', 'tina'))));
    await assertFails(getDocs(query(collection(rules.as('tom'), 'courses'), where('trainer_id', '==', 'tina'))));
    await assertFails(getDocs(query(collection(rules.as('tina'), 'courses'), where('is_active', '==', false))));
  });
});

describe('courses create', () => {
  it('a trainer creates a draft or published course for themselves', async () => {
    await seed();
    await assertSucceeds(setDoc(doc(rules.as('tina'), 'courses/new1'), course('tina')));
    await assertSucceeds(
      setDoc(
        doc(rules.as('tom'), 'courses/new2'),
        course('tom', { is_active: true, skills: null, duration: null, mode: null, batch_size: null, title: '' }),
      ),
    );
  });

  it('denies learners, signed-out visitors and courses for another trainer', async () => {
    await seed();
    await assertFails(setDoc(doc(rules.as('lena'), 'courses/new'), course('lena')));
    await assertFails(setDoc(doc(rules.anon(), 'courses/new'), course('tina')));
    await assertFails(setDoc(doc(rules.as('tom'), 'courses/new'), course('tina')));
    await assertFails(setDoc(doc(rules.as('nobody'), 'courses/new'), course('nobody')));
  });

  it('denies extra keys, missing keys, wrong types and oversized values', async () => {
    await seed();
    const ref = doc(rules.as('tina'), 'courses/new');
    await assertFails(setDoc(ref, course('tina', { students: 500 })));
    await assertFails(setDoc(ref, course('tina', { id: 'new' })));
    const { is_active: _a, ...noActive } = course('tina');
    await assertFails(setDoc(ref, noActive));
    await assertFails(setDoc(ref, course('tina', { price: -1 })));
    await assertFails(setDoc(ref, course('tina', { price: '4999' })));
    await assertFails(setDoc(ref, course('tina', { price: 10_000_001 })));
    await assertFails(setDoc(ref, course('tina', { is_active: 'yes' })));
    await assertFails(setDoc(ref, course('tina', { skills: [1, 2] })));
    await assertFails(setDoc(ref, course('tina', { title: 'x'.repeat(201) })));
    await assertFails(setDoc(ref, course('tina', { description: 'x'.repeat(5001) })));
    await assertFails(setDoc(ref, course('tina', { created_at: 'today' })));
  });
});

describe('courses update', () => {
  it('the owner edits and publishes a course', async () => {
    await seed();
    const ref = doc(rules.as('tina'), 'courses/draft');
    await assertSucceeds(updateDoc(ref, { title: 'React Pro', price: 5999, description: 'All of React' }));
    await assertSucceeds(updateDoc(ref, { is_active: true, updated_at: serverTimestamp() }));
  });

  it('denies changing trainer_id, other trainers, visitors and invalid values', async () => {
    await seed();
    await assertFails(updateDoc(doc(rules.as('tina'), 'courses/draft'), { trainer_id: 'tom' }));
    await assertFails(updateDoc(doc(rules.as('tom'), 'courses/draft'), { price: 1 }));
    await assertFails(updateDoc(doc(rules.as('tom'), 'courses/published'), { trainer_id: 'tom' }));
    await assertFails(updateDoc(doc(rules.anon(), 'courses/published'), { price: 1 }));
    const ref = doc(rules.as('tina'), 'courses/draft');
    await assertFails(updateDoc(ref, { price: -100 }));
    await assertFails(updateDoc(ref, { rating: 5 }));
    await assertFails(updateDoc(ref, { created_at: Timestamp.fromMillis(0) }));
  });
});

describe('courses delete', () => {
  it('only the owning trainer deletes a course', async () => {
    await seed();
    await assertFails(deleteDoc(doc(rules.anon(), 'courses/published')));
    await assertFails(deleteDoc(doc(rules.as('tom'), 'courses/published')));
    await assertFails(deleteDoc(doc(rules.as('lena'), 'courses/draft')));
    await assertSucceeds(deleteDoc(doc(rules.as('tina'), 'courses/published')));
  });
});

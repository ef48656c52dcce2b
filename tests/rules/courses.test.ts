// firestore.rules, trainers listing: courses/{courseId} are public when published (is_active), the
// owning trainer sees drafts; only trainers create courses for themselves, within the allowlist.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { courseCounts } from '@skillsetu/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';
import { createCounted, deleteCounted, setPublishedCounted } from './course-batches';

const rules = useRulesEnv();

/** What the trainer workspace writes (domain toCourseWrite + created_at); price in rupees. */
const course = (trainerId: string, extra: Record<string, unknown> = {}) => ({
  trainer_id: trainerId,
  title: 'React from Scratch',
  description: 'Build real apps with React, one step at a time.',
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
    await setDoc(doc(db, 'course_counts/tina'), courseCounts.make({ total: 2, published: 1, course_id: 'draft' }));
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

  it('allows list queries constrained to published courses or to your own, of at most 50', async () => {
    await seed();
    const anonCourses = collection(rules.anon(), 'courses');
    await assertSucceeds(getDocs(query(anonCourses, where('is_active', '==', true), limit(50))));
    await assertSucceeds(
      getDocs(
        query(
          anonCourses,
          where('trainer_id', '==', 'tina'),
          where('is_active', '==', true),
          orderBy('created_at', 'desc'),
          limit(12),
        ),
      ),
    );
    await assertSucceeds(
      getDocs(query(collection(rules.as('tina'), 'courses'), where('trainer_id', '==', 'tina'), limit(50))),
    );
  });

  it('denies a list without a limit or with a limit over 50, signed out and signed in', async () => {
    await seed();
    for (const db of [rules.anon(), rules.as('lena'), rules.as('tina')]) {
      const published = query(collection(db, 'courses'), where('is_active', '==', true));
      await assertFails(getDocs(published));
      await assertFails(getDocs(query(published, limit(51))));
      await assertSucceeds(getDocs(query(published, limit(50))));
      await assertFails(getCountFromServer(published));
    }
    await assertFails(getDocs(query(collection(rules.as('tina'), 'courses'), where('trainer_id', '==', 'tina'))));
  });

  it('denies unconstrained lists and lists of another trainer drafts', async () => {
    await seed();
    await assertFails(getDocs(query(collection(rules.anon(), 'courses'), limit(10))));
    await assertFails(
      getDocs(query(collection(rules.anon(), 'courses'), where('trainer_id', '==', 'tina'), limit(10))),
    );
    await assertFails(
      getDocs(query(collection(rules.as('tom'), 'courses'), where('trainer_id', '==', 'tina'), limit(10))),
    );
    await assertFails(
      getDocs(query(collection(rules.as('tina'), 'courses'), where('is_active', '==', false), limit(10))),
    );
  });
});

describe('courses create', () => {
  it('a trainer creates a draft or published course for themselves, counted in the same batch', async () => {
    await seed();
    await assertSucceeds(createCounted(rules.as('tina'), 'tina', 'new1', course('tina')));
    await assertSucceeds(
      createCounted(
        rules.as('tom'),
        'tom',
        'new2',
        course('tom', { is_active: true, skills: null, duration: null, mode: null, batch_size: null }),
      ),
    );
    const counts = await getDoc(doc(rules.as('tina'), 'course_counts/tina'));
    if (counts.get('total') !== 3 || counts.get('published') !== 1) throw new Error('counts did not move');
  });

  it('denies a course written without its count, or with a count that does not match', async () => {
    await seed();
    const db = rules.as('tina');
    await assertFails(setDoc(doc(db, 'courses/new'), course('tina')));
    const batch = writeBatch(db);
    batch.set(doc(db, 'courses/new'), course('tina'));
    batch.set(doc(db, 'course_counts/tina'), { total: 2, published: 1, course_id: 'new' });
    await assertFails(batch.commit());
    const inflated = writeBatch(db);
    inflated.set(doc(db, 'courses/new'), course('tina'));
    inflated.set(doc(db, 'course_counts/tina'), { total: 3, published: 2, course_id: 'new' });
    await assertFails(inflated.commit());
    // the counts alone, without a course write, never move
    await assertFails(setDoc(doc(db, 'course_counts/tina'), { total: 0, published: 0, course_id: 'draft' }));
    await assertFails(setDoc(doc(db, 'course_counts/tina'), { total: 1, published: 1, course_id: 'published' }));
    // nobody else reads or writes a trainer's counts
    await assertFails(getDoc(doc(rules.as('tom'), 'course_counts/tina')));
    await assertFails(setDoc(doc(rules.as('tom'), 'course_counts/tina'), { total: 0, published: 0, course_id: 'x' }));
  });

  it('denies learners, signed-out visitors and courses for another trainer', async () => {
    await seed();
    await assertFails(createCounted(rules.as('lena'), 'lena', 'new', course('lena')));
    await assertFails(createCounted(rules.anon(), 'tina', 'new', course('tina')));
    await assertFails(createCounted(rules.as('tom'), 'tom', 'new', course('tina')));
    await assertFails(createCounted(rules.as('tom'), 'tina', 'new', course('tina')));
    await assertFails(createCounted(rules.as('nobody'), 'nobody', 'new', course('nobody')));
  });

  it('denies extra keys, missing keys, wrong types and oversized values', async () => {
    await seed();
    const add = (data: Record<string, unknown>) => createCounted(rules.as('tina'), 'tina', 'new', data);
    await assertFails(add(course('tina', { students: 500 })));
    await assertFails(add(course('tina', { id: 'new' })));
    const { is_active: _a, ...noActive } = course('tina');
    await assertFails(add(noActive));
    await assertFails(add(course('tina', { price: 10_000_001 })));
    await assertFails(add(course('tina', { is_active: 'yes' })));
    await assertFails(add(course('tina', { skills: [1, 2] })));
    await assertFails(add(course('tina', { skills: ['🚀'] })));
    await assertFails(add(course('tina', { title: 'x'.repeat(201) })));
    await assertFails(add(course('tina', { description: 'x'.repeat(5001) })));
    await assertFails(add(course('tina', { created_at: 'today' })));
  });

  it('prices are whole rupees: 0 (free), 1 and 4999 pass; 0.5, 0.004, -1 and "100" do not', async () => {
    await seed();
    const add = (id: string, price: unknown) => createCounted(rules.as('tina'), 'tina', id, course('tina', { price }));
    await assertSucceeds(add('free', 0));
    await assertSucceeds(add('one', 1));
    await assertSucceeds(add('full', 4999));
    for (const [i, price] of [0.5, 0.004, -1, '100'].entries()) await assertFails(add(`bad${i}`, price));
    await assertFails(updateDoc(doc(rules.as('tina'), 'courses/draft'), { price: 99.5 }));
  });
});

describe('courses update', () => {
  it('the owner edits and publishes a course', async () => {
    await seed();
    const ref = doc(rules.as('tina'), 'courses/draft');
    await assertSucceeds(
      updateDoc(ref, { title: 'React Pro', price: 5999, description: 'All of React, hooks to routing.' }),
    );
    await assertSucceeds(setPublishedCounted(rules.as('tina'), 'tina', 'draft', true));
    await assertSucceeds(updateDoc(ref, { updated_at: serverTimestamp() }));
    // publishing is a counted change: a bare is_active flip is refused
    await assertFails(updateDoc(doc(rules.as('tina'), 'courses/published'), { is_active: false }));
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
    await assertFails(deleteDoc(doc(rules.as('tina'), 'courses/published')));
    await assertFails(deleteCounted(rules.as('tina'), 'tina', 'published', false));
    await assertSucceeds(deleteCounted(rules.as('tina'), 'tina', 'published', true));
  });
});

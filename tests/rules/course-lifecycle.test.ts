// firestore.rules, the course lifecycle (docs/decisions/133-course-lifecycle.md, 132-self-paced-courses.md):
// the trainer unpublishes a published course (counted); publishing needs a title, a description and a
// price; a course with paid, active enrolments (course_stats/{id}.students, server-kept) cannot be
// deleted; self_paced is a boolean the owner sets; completion_threshold a whole percent 50-100 (ADR 205).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { courseCounts, courseStats } from '@skillsetu/domain';
import { deleteDoc, doc, setDoc, Timestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';
import { createCounted, deleteCounted, setPublishedCounted } from './course-batches';

const rules = useRulesEnv();

const course = (extra: Record<string, unknown> = {}) => ({
  trainer_id: 'tina',
  title: 'SQL Foundations',
  description: 'Queries, joins and indexes, hands on.',
  price: 4999,
  duration: '4 weeks',
  category: 'Data Science',
  skills: ['SQL'],
  mode: 'Online',
  batch_size: null,
  prerequisites: null,
  is_active: false,
  created_at: Timestamp.now(),
  ...extra,
});

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/tom'), seedProfile('tom', 'trainer'));
    await setDoc(doc(db, 'courses/sold'), course({ is_active: true }));
    await setDoc(doc(db, 'courses/unsold'), course({ is_active: true }));
    await setDoc(doc(db, 'courses/refunded'), course());
    await setDoc(doc(db, 'courses/empty'), course({ title: 'Untitled Course', description: null, price: 0 }));
    await setDoc(doc(db, 'course_counts/tina'), courseCounts.make({ total: 4, published: 2, course_id: 'sold' }));
    await setDoc(doc(db, 'course_stats/sold'), courseStats.make({ students: 2, as_of: new Date() }));
    // Every learner of this one cancelled: nobody holds a paid seat any more.
    await setDoc(doc(db, 'course_stats/refunded'), courseStats.make({ students: 0, as_of: new Date() }));
  });
}

/** Sets fields of courses/{id} and publishes it in one counted batch. */
function editAndPublish(db: Firestore, id: string, fields: Record<string, unknown>) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'courses', id), { ...fields, is_active: true });
  batch.set(doc(db, 'course_counts/tina'), { total: 4, published: 3, course_id: id });
  return batch.commit();
}

describe('unpublish', () => {
  it('lets the owner unpublish a published course, counted, and publish it again', async () => {
    await seed();
    await assertSucceeds(setPublishedCounted(rules.as('tina'), 'tina', 'sold', false));
    await assertSucceeds(setPublishedCounted(rules.as('tina'), 'tina', 'sold', true));
  });

  it('refuses other trainers and an uncounted flip', async () => {
    await seed();
    await assertFails(setPublishedCounted(rules.as('tom'), 'tom', 'sold', false));
    await assertFails(setPublishedCounted(rules.as('tom'), 'tina', 'sold', false));
    await assertFails(updateDoc(doc(rules.as('tina'), 'courses/sold'), { is_active: false }));
  });
});

describe('publishing needs content', () => {
  it('refuses publishing the default empty course', async () => {
    await seed();
    await assertFails(setPublishedCounted(rules.as('tina'), 'tina', 'empty', true));
    await assertFails(
      createCounted(rules.as('tina'), 'tina', 'blank', course({ title: '', description: null, is_active: true })),
    );
  });

  it('refuses each missing piece: title, description, price', async () => {
    await seed();
    const db = rules.as('tina');
    const full = { title: 'SQL Joins', description: 'Joins explained with real data sets.', price: 999 };
    await assertFails(editAndPublish(db, 'empty', { ...full, title: 'Untitled Course' }));
    await assertFails(editAndPublish(db, 'empty', { ...full, title: ' ab ' }));
    await assertFails(editAndPublish(db, 'empty', { ...full, description: 'x'.repeat(19) }));
    await assertFails(editAndPublish(db, 'empty', { ...full, description: ' '.repeat(30) }));
    await assertFails(editAndPublish(db, 'empty', { ...full, price: 0 }));
    await assertSucceeds(editAndPublish(db, 'empty', full));
  });

  it('keeps a published course complete: emptying it is refused, a draft may stay empty', async () => {
    await seed();
    const db = rules.as('tina');
    await assertFails(updateDoc(doc(db, 'courses/unsold'), { description: null }));
    await assertFails(updateDoc(doc(db, 'courses/unsold'), { title: 'Untitled Course' }));
    await assertFails(updateDoc(doc(db, 'courses/unsold'), { price: 0 }));
    await assertSucceeds(updateDoc(doc(db, 'courses/unsold'), { description: 'Queries, joins, indexes and views.' }));
    await assertSucceeds(updateDoc(doc(db, 'courses/empty'), { duration: '2 weeks' }));
  });
});

describe('delete', () => {
  it('refuses deleting a course learners paid for, even unpublished first', async () => {
    await seed();
    const tina = rules.as('tina');
    await assertFails(deleteCounted(tina, 'tina', 'sold', true));
    await assertSucceeds(setPublishedCounted(tina, 'tina', 'sold', false));
    await assertFails(deleteCounted(tina, 'tina', 'sold', false));
    await assertFails(deleteDoc(doc(tina, 'courses/sold')));
  });

  it('allows deleting a course nobody holds a paid seat in', async () => {
    await seed();
    await assertSucceeds(deleteCounted(rules.as('tina'), 'tina', 'unsold', true));
    await assertSucceeds(deleteCounted(rules.as('tina'), 'tina', 'refunded', false));
  });

  it('refuses the trainer writing the server-kept student count', async () => {
    await seed();
    await assertFails(setDoc(doc(rules.as('tina'), 'course_stats/sold'), { students: 0, as_of: Timestamp.now() }));
    await assertFails(updateDoc(doc(rules.as('tina'), 'course_stats/sold'), { students: 0 }));
    await assertFails(deleteDoc(doc(rules.as('tina'), 'course_stats/sold')));
  });
});

describe('self_paced', () => {
  it('is a boolean the owner sets', async () => {
    await seed();
    const db = rules.as('tina');
    await assertSucceeds(updateDoc(doc(db, 'courses/unsold'), { self_paced: true }));
    await assertSucceeds(updateDoc(doc(db, 'courses/unsold'), { self_paced: false }));
    await assertFails(updateDoc(doc(db, 'courses/unsold'), { self_paced: 'yes' }));
    await assertFails(updateDoc(doc(db, 'courses/unsold'), { self_paced: 1 }));
    await assertFails(updateDoc(doc(rules.as('tom'), 'courses/unsold'), { self_paced: true }));
    await assertSucceeds(createCounted(db, 'tina', 'paced', course({ self_paced: true })));
  });
});

describe('completion_threshold', () => {
  it('is a whole percent from 50 to 100 the owner sets', async () => {
    await seed();
    const db = rules.as('tina');
    await assertSucceeds(updateDoc(doc(db, 'courses/unsold'), { completion_threshold: 80 }));
    await assertSucceeds(updateDoc(doc(db, 'courses/unsold'), { completion_threshold: 50 }));
    await assertSucceeds(updateDoc(doc(db, 'courses/unsold'), { completion_threshold: 100 }));
    for (const bad of [49, 101, 75.5, '75', null, true]) {
      await assertFails(updateDoc(doc(db, 'courses/unsold'), { completion_threshold: bad }));
    }
    await assertFails(updateDoc(doc(rules.as('tom'), 'courses/unsold'), { completion_threshold: 60 }));
    await assertSucceeds(createCounted(db, 'tina', 'strict', course({ completion_threshold: 90 })));
  });
});

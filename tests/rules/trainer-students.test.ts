// firestore.rules, students section: trainer_students rows, trainer_student_stats and
// trainer_student_batches are server-only; the course's trainer reads their own (lists filtered on
// trainer_id, at most 50), another trainer or the learner cannot (docs/decisions/090-trainer-students-projection.md).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { trainerStudentBatches } from '@skillsetu/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();

const row = (trainer: string, learner: string, course = 'c1') => ({
  enrollment_id: `${course}_${learner}`,
  trainer_id: trainer,
  learner_id: learner,
  learner_name: 'Asha Rao',
  course_id: course,
  course_title: 'React',
  batch_id: null,
  batch_starts_at: null,
  amount_paise: 499900,
  refunded_paise: 0,
  net_paise: 440912,
  status: 'active',
  created_at: Timestamp.now(),
});

const seed = () =>
  t.seed(async (db) => {
    await setDoc(doc(db, 'trainer_students/c1_lena'), row('tara', 'lena'));
    await setDoc(doc(db, 'trainer_students/c9_lena'), row('omar', 'lena', 'c9'));
    await setDoc(doc(db, 'trainer_student_stats/tara'), { students: 1, active_students: 1, net_paise: 440912 });
    await setDoc(
      doc(db, 'trainer_student_batches/c1'),
      trainerStudentBatches.make({ trainer_id: 'tara', course_id: 'c1', batches: { b1: new Date() } }),
    );
  });

/** The Students tab's query (web/src/features/students/api). */
const tabQuery = (uid: string, trainer = uid, max = 50, course?: string) =>
  query(
    collection(t.as(uid), 'trainer_students'),
    where('trainer_id', '==', trainer),
    ...(course ? [where('course_id', '==', course)] : []),
    orderBy('created_at', 'desc'),
    limit(max),
  );

describe('trainer_students: read', () => {
  it('lets the trainer get a row and list their own, 50 a page, filtered by course', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(t.as('tara'), 'trainer_students/c1_lena')));
    await assertSucceeds(getDocs(tabQuery('tara')));
    await assertSucceeds(getDocs(tabQuery('tara', 'tara', 50, 'c1')));
  });

  it("denies another trainer's rows, the learner themself and visitors", async () => {
    await seed();
    await assertFails(getDoc(doc(t.as('omar'), 'trainer_students/c1_lena')));
    await assertFails(getDocs(tabQuery('omar', 'tara')));
    await assertFails(getDoc(doc(t.as('lena'), 'trainer_students/c1_lena')));
    await assertFails(getDocs(tabQuery('lena', 'tara')));
    await assertFails(getDoc(doc(t.anon(), 'trainer_students/c1_lena')));
  });

  it('denies unbounded lists: no limit, above 50, no trainer filter', async () => {
    await seed();
    const db = t.as('tara');
    await assertFails(getDocs(query(collection(db, 'trainer_students'), where('trainer_id', '==', 'tara'))));
    await assertFails(getDocs(tabQuery('tara', 'tara', 51)));
    await assertFails(getDocs(query(collection(db, 'trainer_students'), limit(10))));
  });

  it('lets admins read for support', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(t.as('root', { admin: true }), 'trainer_students/c1_lena')));
  });
});

describe('trainer_students: writes are server-only', () => {
  it('refuses create, update and delete even by the trainer, and role escalation via a forged row', async () => {
    await seed();
    const db = t.as('tara');
    await assertFails(setDoc(doc(db, 'trainer_students/c2_x'), row('tara', 'x', 'c2')));
    await assertFails(updateDoc(doc(db, 'trainer_students/c1_lena'), { status: 'refunded' }));
    await assertFails(updateDoc(doc(db, 'trainer_students/c1_lena'), { net_paise: 99999999 }));
    await assertFails(deleteDoc(doc(db, 'trainer_students/c1_lena')));
    // a learner cannot plant a row naming themself the trainer of someone else's sale
    await assertFails(setDoc(doc(t.as('lena'), 'trainer_students/c9_z'), row('lena', 'z', 'c9')));
    await assertFails(setDoc(doc(t.as('root', { admin: true }), 'trainer_students/c3_y'), row('tara', 'y', 'c3')));
  });
});

describe('trainer_student_stats', () => {
  it('only the owner (and admins) read; nobody writes; no list', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(t.as('tara'), 'trainer_student_stats/tara')));
    await assertSucceeds(getDoc(doc(t.as('root', { admin: true }), 'trainer_student_stats/tara')));
    await assertFails(getDoc(doc(t.as('omar'), 'trainer_student_stats/tara')));
    await assertFails(getDoc(doc(t.anon(), 'trainer_student_stats/tara')));
    await assertFails(getDocs(query(collection(t.as('tara'), 'trainer_student_stats'), limit(1))));
    await assertFails(
      setDoc(doc(t.as('tara'), 'trainer_student_stats/tara'), { students: 99, active_students: 99, net_paise: 1 }),
    );
    await assertFails(updateDoc(doc(t.as('tara'), 'trainer_student_stats/tara'), { net_paise: 10 ** 12 }));
  });
});

describe('trainer_student_batches', () => {
  it("the course's trainer reads; a missing document reads as empty; others and writes are refused", async () => {
    await seed();
    await assertSucceeds(getDoc(doc(t.as('tara'), 'trainer_student_batches/c1')));
    await assertSucceeds(getDoc(doc(t.as('tara'), 'trainer_student_batches/none')));
    await assertFails(getDoc(doc(t.as('omar'), 'trainer_student_batches/c1')));
    await assertFails(getDoc(doc(t.anon(), 'trainer_student_batches/c1')));
    await assertFails(getDocs(query(collection(t.as('tara'), 'trainer_student_batches'), limit(1))));
    await assertFails(
      setDoc(doc(t.as('tara'), 'trainer_student_batches/c2'), { trainer_id: 'tara', course_id: 'c2', batches: {} }),
    );
    await assertFails(updateDoc(doc(t.as('tara'), 'trainer_student_batches/c1'), { batches: {} }));
  });
});

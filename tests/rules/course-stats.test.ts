// firestore.rules, course stats section: course_stats/{courseId} is public to get and written only
// by the enrolment trigger (functions/src/learning/course-stats.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { courseStats } from '@skillsetu/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();

const seedStats = () =>
  t.seed(async (db) => {
    await setDoc(doc(db, 'course_stats/c1'), courseStats.make({ students: 3 }));
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/root'), seedProfile('root', 'admin'));
  });

describe('course_stats: public to get, server-only', () => {
  it('a visitor and a signed-in learner get one', async () => {
    await seedStats();
    await assertSucceeds(getDoc(doc(t.anon(), 'course_stats/c1')));
    await assertSucceeds(getDoc(doc(t.as('alice'), 'course_stats/c1')));
  });

  it('nobody lists them', async () => {
    await seedStats();
    await assertFails(getDocs(query(collection(t.anon(), 'course_stats'), limit(10))));
    await assertFails(getDocs(query(collection(t.as('alice'), 'course_stats'), limit(10))));
  });

  it('nobody writes them: not the learner, the course trainer or an admin; no extra keys or wrong types', async () => {
    await seedStats();
    await assertFails(setDoc(doc(t.as('alice'), 'course_stats/c2'), { students: 1 }));
    await assertFails(updateDoc(doc(t.as('tina'), 'course_stats/c1'), { students: 9999 }));
    await assertFails(updateDoc(doc(t.as('tina'), 'course_stats/c1'), { students: 'many' }));
    await assertFails(updateDoc(doc(t.as('tina'), 'course_stats/c1'), { extra: true }));
    await assertFails(updateDoc(doc(t.as('root', { admin: true }), 'course_stats/c1'), { students: 0 }));
    await assertFails(deleteDoc(doc(t.as('tina'), 'course_stats/c1')));
    await assertFails(setDoc(doc(t.anon(), 'course_stats/c3'), { students: 1 }));
  });
});

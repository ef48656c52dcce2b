// firestore.rules, discovery: site_stats/{id} is public to get and server-only to write;
// course_watchers/{courseId}_{uid} (Notify Me) is the learner's own, for a published course only.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { courseWatchers } from '@skillsetu/domain';
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

const rules = useRulesEnv();

const course = (over: object = {}) => ({
  trainer_id: 'tina',
  title: 'React Basics',
  price: 4999,
  is_active: true,
  created_at: Timestamp.now(),
  ...over,
});

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/lena'), seedProfile('lena', 'learner'));
    await setDoc(doc(db, 'courses/c1'), course());
    await setDoc(doc(db, 'courses/draft'), course({ is_active: false }));
    await setDoc(doc(db, 'site_stats/public'), {
      learners: 3,
      verified_trainers: 1,
      categories: 1,
      average_rating: null,
      rated_trainers: 0,
      updated_at: Timestamp.now(),
    });
    await setDoc(doc(db, 'course_watchers/c1_olga'), courseWatchers.make({ course_id: 'c1', user_id: 'olga' }));
  });
}

const watch = (courseId = 'c1', uid = 'lena') => ({ course_id: courseId, user_id: uid, created_at: serverTimestamp() });

describe('site_stats', () => {
  it('anyone gets the public stats document', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(rules.anon(), 'site_stats/public')));
    await assertSucceeds(getDoc(doc(rules.as('lena'), 'site_stats/public')));
  });

  it('nobody lists or writes it from a client, not even an admin', async () => {
    await seed();
    await assertFails(getDocs(collection(rules.anon(), 'site_stats')));
    await assertFails(setDoc(doc(rules.as('lena'), 'site_stats/public'), { learners: 1_000_000 }));
    await assertFails(updateDoc(doc(rules.as('boss', { admin: true }), 'site_stats/public'), { learners: 99 }));
    await assertFails(setDoc(doc(rules.as('lena'), 'site_stats/other'), { learners: 1 }));
    await assertFails(deleteDoc(doc(rules.as('boss', { admin: true }), 'site_stats/public')));
  });
});

describe('course_watchers (Notify Me)', () => {
  it('a signed-in learner watches a published course, reads and removes their own watch', async () => {
    await seed();
    const db = rules.as('lena');
    await assertSucceeds(setDoc(doc(db, 'course_watchers/c1_lena'), watch()));
    await assertSucceeds(getDoc(doc(db, 'course_watchers/c1_lena')));
    await assertSucceeds(getDocs(query(collection(db, 'course_watchers'), where('user_id', '==', 'lena'), limit(50))));
    await assertSucceeds(deleteDoc(doc(db, 'course_watchers/c1_lena')));
    // before watching, the learner may check their own (missing) watch: it reads as absent
    await assertSucceeds(getDoc(doc(db, 'course_watchers/c1_lena')));
  });

  it('rejects watching for someone else, under another id, or a draft, missing or own course', async () => {
    await seed();
    const db = rules.as('lena');
    await assertFails(setDoc(doc(rules.anon(), 'course_watchers/c1_lena'), watch()));
    await assertFails(setDoc(doc(db, 'course_watchers/c1_olga'), watch('c1', 'olga')));
    await assertFails(setDoc(doc(db, 'course_watchers/c1_olga'), watch()));
    await assertFails(setDoc(doc(db, 'course_watchers/other_lena'), watch()));
    await assertFails(setDoc(doc(db, 'course_watchers/draft_lena'), watch('draft')));
    await assertFails(setDoc(doc(db, 'course_watchers/nope_lena'), watch('nope')));
    await assertFails(setDoc(doc(rules.as('tina'), 'course_watchers/c1_tina'), watch('c1', 'tina')));
  });

  it('rejects extra keys, wrong types, a client-chosen time and oversized ids', async () => {
    await seed();
    const db = rules.as('lena');
    await assertFails(setDoc(doc(db, 'course_watchers/c1_lena'), { ...watch(), admin: true }));
    await assertFails(setDoc(doc(db, 'course_watchers/c1_lena'), { course_id: 'c1', user_id: 'lena' }));
    await assertFails(setDoc(doc(db, 'course_watchers/c1_lena'), { ...watch(), created_at: Timestamp.fromMillis(0) }));
    await assertFails(setDoc(doc(db, 'course_watchers/c1_lena'), { ...watch(), course_id: 1 }));
    const long = 'x'.repeat(129);
    await assertFails(setDoc(doc(db, `course_watchers/${long}_lena`), watch(long)));
  });

  it("never shows or changes another learner's watch, and lists only your own, bounded", async () => {
    await seed();
    const db = rules.as('lena');
    await assertFails(getDoc(doc(db, 'course_watchers/c1_olga')));
    // nor whether another learner's watch exists
    await assertFails(getDoc(doc(db, 'course_watchers/c2_olga')));
    await assertFails(getDoc(doc(rules.anon(), 'course_watchers/c2_lena')));
    await assertFails(deleteDoc(doc(db, 'course_watchers/c1_olga')));
    await assertFails(updateDoc(doc(rules.as('olga'), 'course_watchers/c1_olga'), { course_id: 'draft' }));
    await assertFails(getDocs(query(collection(db, 'course_watchers'), where('course_id', '==', 'c1'), limit(50))));
    await assertFails(getDocs(query(collection(db, 'course_watchers'), where('user_id', '==', 'lena'))));
    await assertFails(getDocs(query(collection(db, 'course_watchers'), where('user_id', '==', 'lena'), limit(51))));
    await assertFails(
      getDocs(query(collection(rules.as('tina'), 'course_watchers'), where('user_id', '==', 'olga'), limit(5))),
    );
  });
});

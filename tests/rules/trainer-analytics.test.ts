// firestore.rules, analytics section: trainer_analytics/{uid}/{days|months}/{key} are read by the
// trainer and admins only (bounded lists) and written by the recordView callable only;
// view_dedupe is server-only (docs/decisions/100-server-counted-views.md).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { trainerAnalytics, viewDedupe } from '@skillsetu/domain';
import {
  and,
  collection,
  getAggregateFromServer,
  count,
  sum,
  Timestamp,
  where,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();
const DAY = 'trainer_analytics/tina/days/2026-11-24';
const MONTH = 'trainer_analytics/tina/months/2026-11';
const counters = { trainer_id: 'tina', profile_views: 3, course_views: 2, enroll_clicks: 1 };

const seed = () =>
  t.seed(async (db) => {
    await setDoc(doc(db, DAY), trainerAnalytics.make({ ...counters, day: '2026-11-24' }));
    await setDoc(doc(db, MONTH), trainerAnalytics.make({ ...counters, month: '2026-11' }));
    await setDoc(
      doc(db, 'view_dedupe/2026-11-24_profile_tina_abc'),
      viewDedupe.make({ day: '2026-11-24', target_id: 'tina', trainer_id: 'tina' }),
    );
  });

describe('trainer_analytics: the trainer and admins read', () => {
  it('the trainer gets and lists their own days and months (with a limit); an admin too', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(t.as('tina'), DAY)));
    await assertSucceeds(getDoc(doc(t.as('tina'), MONTH)));
    await assertSucceeds(
      getDocs(query(collection(t.as('tina'), 'trainer_analytics/tina/days'), orderBy('day', 'desc'), limit(30))),
    );
    await assertSucceeds(getDocs(query(collection(t.as('tina'), 'trainer_analytics/tina/months'), limit(12))));
    await assertSucceeds(getDoc(doc(t.as('root', { admin: true }), DAY)));
    await assertSucceeds(
      getDocs(query(collection(t.as('root', { admin: true }), 'trainer_analytics/tina/days'), limit(50))),
    );
  });

  it('another trainer, a learner and a visitor read nothing', async () => {
    await seed();
    for (const db of [t.as('tom'), t.as('alice'), t.anon()]) {
      await assertFails(getDoc(doc(db, DAY)));
      await assertFails(getDoc(doc(db, MONTH)));
      await assertFails(getDocs(query(collection(db, 'trainer_analytics/tina/days'), limit(30))));
    }
  });

  it('lists without a limit or over 50 are refused, even for the trainer; other subcollections too', async () => {
    await seed();
    await assertFails(getDocs(collection(t.as('tina'), 'trainer_analytics/tina/days')));
    await assertFails(getDocs(query(collection(t.as('tina'), 'trainer_analytics/tina/days'), limit(51))));
    await assertFails(getDoc(doc(t.as('tina'), 'trainer_analytics/tina/secrets/x')));
    await assertFails(getDocs(query(collection(t.as('tina'), 'trainer_analytics'), limit(10))));
  });
});

describe('trainer_analytics and view_dedupe: no client writes', () => {
  it('the trainer cannot create, inflate, add keys to, retype or delete counters; nor can an admin client', async () => {
    await seed();
    const tina = t.as('tina');
    await assertFails(setDoc(doc(tina, 'trainer_analytics/tina/days/2026-11-25'), { ...counters, day: '2026-11-25' }));
    await assertFails(updateDoc(doc(tina, DAY), { profile_views: 9999 }));
    await assertFails(updateDoc(doc(tina, DAY), { extra: true }));
    await assertFails(updateDoc(doc(tina, MONTH), { course_views: 'many' }));
    await assertFails(deleteDoc(doc(tina, DAY)));
    await assertFails(updateDoc(doc(t.as('root', { admin: true }), DAY), { profile_views: 0 }));
  });

  it('another trainer, a learner and a visitor cannot write them either', async () => {
    await seed();
    for (const db of [t.as('tom'), t.as('alice'), t.anon()]) {
      await assertFails(setDoc(doc(db, 'trainer_analytics/tina/days/2026-11-26'), { profile_views: 1 }));
      await assertFails(updateDoc(doc(db, DAY), { profile_views: 1000 }));
    }
  });

  it('nobody reads or writes the dedupe markers', async () => {
    await seed();
    await assertFails(getDoc(doc(t.as('tina'), 'view_dedupe/2026-11-24_profile_tina_abc')));
    await assertFails(getDoc(doc(t.as('root', { admin: true }), 'view_dedupe/2026-11-24_profile_tina_abc')));
    await assertFails(setDoc(doc(t.anon(), 'view_dedupe/2026-11-25_profile_tina_abc'), { day: '2026-11-25' }));
    await assertFails(deleteDoc(doc(t.as('alice'), 'view_dedupe/2026-11-24_profile_tina_abc')));
  });
});

describe('enrolments by month: the aggregation the Analytics tab runs', () => {
  const monthOf = (db: ReturnType<typeof t.anon>, trainerId: string) =>
    getAggregateFromServer(
      query(
        collection(db, 'enrollments'),
        and(
          where('trainer_id', '==', trainerId),
          where('status', '==', 'active'),
          where('created_at', '>=', Timestamp.fromDate(new Date('2026-10-31T18:30:00Z'))),
          where('created_at', '<', Timestamp.fromDate(new Date('2026-11-30T18:30:00Z'))),
        ),
      ),
      { n: count(), net: sum('net_paise') },
    );

  it('the trainer counts and sums their own; another trainer and a learner cannot', async () => {
    await t.seed(async (db) => {
      await setDoc(doc(db, 'enrollments/c1_alice'), {
        course_id: 'c1',
        learner_id: 'alice',
        trainer_id: 'tina',
        status: 'active',
        amount: 499900,
        net_paise: 440912,
        created_at: Timestamp.fromDate(new Date('2026-11-10T10:00:00Z')),
      });
    });
    const mine = await assertSucceeds(monthOf(t.as('tina'), 'tina'));
    expect(mine.data()).toEqual({ n: 1, net: 440912 });
    await assertFails(monthOf(t.as('tom'), 'tina'));
    await assertFails(monthOf(t.as('alice'), 'tina'));
    await assertFails(monthOf(t.anon(), 'tina'));
  });
});

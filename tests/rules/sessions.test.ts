// firestore.rules, sessions and class links (docs/sessions.md, docs/decisions/185-dated-sessions.md, 186): sessions and
// links are written only by the sessions callables; the batch's trainer, admins and learners with an
// active enrolment in that batch read them; a non-enrolled user, a learner of another batch and a
// refunded learner read neither. Once a batch has sessions its dates move per class, not on the batch.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
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
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();
const DAY = 86_400_000;
const at = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY);

const enrolment = (uid: string, batchId: string, status = 'active') => ({
  course_id: 'react',
  learner_id: uid,
  trainer_id: 'tina',
  order_id: `o_${uid}`,
  amount: 99_900,
  currency: 'INR',
  status,
  batch_id: batchId,
  batch_starts_at: at(2),
  created_at: Timestamp.now(),
});
const session = (extra: Record<string, unknown> = {}) => ({
  n: 1,
  batch_id: 'b1',
  course_id: 'react',
  trainer_id: 'tina',
  starts_at: at(3),
  ends_at: at(3.05),
  duration_minutes: 60,
  status: 'scheduled',
  original_starts_at: at(3),
  reschedules: 0,
  ...extra,
});
const link = {
  batch_id: 'b1',
  course_id: 'react',
  trainer_id: 'tina',
  mode: 'online',
  provider: 'jitsi',
  join_url: 'https://meet.jit.si/SkillSetu-secret',
  venue: null,
  maps_url: null,
};
const batch = (extra: Record<string, unknown> = {}) => ({
  course_id: 'react',
  trainer_id: 'tina',
  starts_at: at(2),
  ends_at: at(10),
  seats: 10,
  seats_taken: 3,
  schedule: 'Sat–Sun',
  status: 'scheduled',
  created_at: Timestamp.now(),
  ...extra,
});

async function seed() {
  await rules.seed(async (db) => {
    for (const [uid, type] of [
      ['tina', 'trainer'],
      ['tom', 'trainer'],
      ['lena', 'learner'],
      ['rita', 'learner'],
      ['olga', 'learner'],
      ['nina', 'learner'],
    ] as const)
      await setDoc(doc(db, `profiles/${uid}`), seedProfile(uid, type));
    await setDoc(doc(db, 'courses/react'), { trainer_id: 'tina', title: 'React', price: 999, is_active: true });
    await setDoc(doc(db, 'batches/b1'), batch({ sessions_count: 1 }));
    await setDoc(doc(db, 'batches/b2'), batch());
    await setDoc(doc(db, 'batches/b1/sessions/1'), session());
    await setDoc(doc(db, 'class_links/b1'), link);
    for (const [uid, present] of [
      ['lena', true],
      ['rita', false],
    ] as const)
      await setDoc(doc(db, `batches/b1/sessions/1/attendance/${uid}`), {
        batch_id: 'b1',
        course_id: 'react',
        trainer_id: 'tina',
        learner_id: uid,
        n: 1,
        present,
        marked_at: Timestamp.now(),
      });
    await setDoc(doc(db, 'enrollments/react_lena'), enrolment('lena', 'b1'));
    // Rita cancelled and was refunded; Olga bought the other batch; Nina bought nothing.
    await setDoc(doc(db, 'enrollments/react_rita'), {
      ...enrolment('rita', 'b1', 'cancelled'),
      refunded_paise: 99_900,
    });
    await setDoc(doc(db, 'enrollments/react_olga'), enrolment('olga', 'b2'));
  });
}

const sessions = (db: ReturnType<typeof rules.anon>, n = 50) => query(collection(db, 'batches/b1/sessions'), limit(n));

describe('sessions and class links: who reads', () => {
  it('lets the trainer, an active learner of the batch and admins read sessions and the link', async () => {
    await seed();
    for (const db of [rules.as('tina'), rules.as('lena'), rules.as('ada', { admin: true })]) {
      await assertSucceeds(getDoc(doc(db, 'batches/b1/sessions/1')));
      await assertSucceeds(getDocs(sessions(db)));
      await assertSucceeds(getDoc(doc(db, 'class_links/b1')));
    }
  });

  it('refuses a non-enrolled user, another trainer, a visitor, a refunded learner and another batch', async () => {
    await seed();
    for (const db of [rules.as('nina'), rules.as('tom'), rules.anon(), rules.as('rita'), rules.as('olga')]) {
      await assertFails(getDoc(doc(db, 'class_links/b1')));
      await assertFails(getDoc(doc(db, 'batches/b1/sessions/1')));
      await assertFails(getDocs(sessions(db)));
    }
  });

  it('refuses unbounded session lists and any list of links', async () => {
    await seed();
    await assertFails(getDocs(collection(rules.as('lena'), 'batches/b1/sessions')));
    await assertFails(getDocs(sessions(rules.as('lena'), 500)));
    await assertFails(getDocs(query(collection(rules.as('tina'), 'class_links'), limit(10))));
  });
});

describe('sessions and class links: nobody writes from a client', () => {
  it('refuses the trainer, learners and admins creating, editing or deleting sessions and links', async () => {
    await seed();
    for (const db of [rules.as('tina'), rules.as('lena'), rules.as('ada', { admin: true })]) {
      await assertFails(setDoc(doc(db, 'batches/b1/sessions/2'), session({ n: 2 })));
      await assertFails(updateDoc(doc(db, 'batches/b1/sessions/1'), { starts_at: at(9) }));
      await assertFails(updateDoc(doc(db, 'batches/b1/sessions/1'), { status: 'held' }));
      await assertFails(deleteDoc(doc(db, 'batches/b1/sessions/1')));
      await assertFails(setDoc(doc(db, 'class_links/b1'), { ...link, join_url: 'https://evil.example/x' }));
      await assertFails(setDoc(doc(db, 'class_links/b2'), { ...link, batch_id: 'b2' }));
    }
  });
});

describe('a batch with sessions', () => {
  it('keeps its dates: the trainer edits seats and schedule text, not the start or end', async () => {
    await seed();
    const tina = rules.as('tina');
    await assertSucceeds(updateDoc(doc(tina, 'batches/b1'), { seats: 12, schedule: 'Weekends' }));
    await assertFails(updateDoc(doc(tina, 'batches/b1'), { starts_at: at(4) }));
    await assertFails(updateDoc(doc(tina, 'batches/b1'), { ends_at: at(20) }));
    await assertFails(updateDoc(doc(tina, 'batches/b1'), { sessions_count: 0, starts_at: at(4) }));
    // Without sessions the start still moves (ADR 131).
    await assertSucceeds(updateDoc(doc(tina, 'batches/b2'), { starts_at: at(4) }));
    await assertFails(updateDoc(doc(tina, 'batches/b2'), { sessions_count: 3 }));
  });

  it('refuses a trainer creating a batch that claims sessions', async () => {
    await seed();
    const tina = rules.as('tina');
    const fresh: Record<string, unknown> = { ...batch(), ends_at: null, created_at: serverTimestamp() };
    delete fresh.seats_taken;
    await assertFails(setDoc(doc(tina, 'batches/b3'), { ...fresh, sessions_count: 2 }));
    await assertSucceeds(setDoc(doc(tina, 'batches/b4'), fresh));
  });
});

describe('attendance', () => {
  const att = (db: ReturnType<typeof rules.anon>, uid: string) => doc(db, `batches/b1/sessions/1/attendance/${uid}`);

  it('a learner reads only their own record; the trainer and admins read all', async () => {
    await seed();
    await assertSucceeds(getDoc(att(rules.as('rita'), 'rita')));
    await assertFails(getDoc(att(rules.as('lena'), 'rita')));
    await assertFails(getDoc(att(rules.as('tom'), 'lena')));
    await assertSucceeds(getDoc(att(rules.as('tina'), 'rita')));
    const list = (db: ReturnType<typeof rules.anon>) =>
      query(collection(db, 'batches/b1/sessions/1/attendance'), limit(50));
    await assertSucceeds(getDocs(list(rules.as('tina'))));
    await assertSucceeds(getDocs(list(rules.as('ada', { admin: true }))));
    await assertFails(getDocs(list(rules.as('lena'))));
  });

  it('nobody marks attendance from a client: not the learner, not the trainer', async () => {
    await seed();
    await assertFails(updateDoc(att(rules.as('rita'), 'rita'), { present: true }));
    await assertFails(setDoc(att(rules.as('nina'), 'nina'), { learner_id: 'nina', present: true }));
    await assertFails(updateDoc(att(rules.as('tina'), 'lena'), { present: false }));
    await assertFails(deleteDoc(att(rules.as('tina'), 'lena')));
  });
});

// firestore.rules, the server-owned batch lifecycle (docs/decisions/130-batch-lifecycle.md,
// 131-moved-batches.md): a trainer edits a batch only while it is scheduled AND its stored start is
// still ahead; status (running, completed) is the server's; running and completed batches are read
// by their trainer and admins; the enrolment's bought start and moved mark are server-only.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
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
const DAY = 86_400_000;
const at = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY);

const batch = (extra: Record<string, unknown> = {}) => ({
  course_id: 'react',
  trainer_id: 'tina',
  starts_at: at(7),
  ends_at: null,
  seats: 10,
  seats_taken: 2,
  schedule: 'Sat–Sun, 10 AM IST',
  status: 'scheduled',
  created_at: Timestamp.now(),
  ...extra,
});

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/tom'), seedProfile('tom', 'trainer'));
    await setDoc(doc(db, 'profiles/lena'), seedProfile('lena', 'learner'));
    await setDoc(doc(db, 'courses/react'), { trainer_id: 'tina', title: 'React', price: 999, is_active: true });
    await setDoc(doc(db, 'batches/ahead'), batch());
    // Its start passed, but the job has not marked it running yet (it runs every 15 minutes).
    await setDoc(doc(db, 'batches/begun'), batch({ starts_at: at(-0.01) }));
    await setDoc(doc(db, 'batches/running'), batch({ starts_at: at(-1), status: 'running' }));
    await setDoc(doc(db, 'batches/done'), batch({ starts_at: at(-30), ends_at: at(-2), status: 'completed' }));
    await setDoc(doc(db, 'enrollments/react_lena'), {
      course_id: 'react',
      learner_id: 'lena',
      trainer_id: 'tina',
      order_id: 'o1',
      amount: 99_900,
      currency: 'INR',
      status: 'active',
      batch_id: 'begun',
      batch_starts_at: at(-0.01),
      created_at: Timestamp.now(),
    });
  });
}

describe('batch edits end at the start', () => {
  it('lets the trainer move a batch whose start is still ahead', async () => {
    await seed();
    await assertSucceeds(updateDoc(doc(rules.as('tina'), 'batches/ahead'), { starts_at: at(9) }));
  });

  it('refuses moving a started batch to the future (its refunds would reopen)', async () => {
    await seed();
    const tina = rules.as('tina');
    await assertFails(updateDoc(doc(tina, 'batches/begun'), { starts_at: at(5) }));
    await assertFails(updateDoc(doc(tina, 'batches/begun'), { schedule: 'Weekdays' }));
    await assertFails(updateDoc(doc(tina, 'batches/running'), { starts_at: at(5) }));
    await assertFails(updateDoc(doc(tina, 'batches/running'), { seats: 12 }));
    await assertFails(updateDoc(doc(tina, 'batches/done'), { ends_at: at(5), starts_at: at(4) }));
  });

  it('never lets the trainer (or anyone) write the status', async () => {
    await seed();
    const tina = rules.as('tina');
    for (const status of ['running', 'completed', 'cancelled']) {
      await assertFails(updateDoc(doc(tina, 'batches/ahead'), { status }));
    }
    await assertFails(updateDoc(doc(tina, 'batches/running'), { status: 'scheduled', starts_at: at(5) }));
    await assertFails(updateDoc(doc(rules.as('tom'), 'batches/ahead'), { status: 'cancelled' }));
    await assertFails(updateDoc(doc(rules.as('lena'), 'batches/ahead'), { status: 'running' }));
    const { seats_taken: _taken, ...fresh } = batch({ status: 'running', created_at: serverTimestamp() });
    await assertFails(setDoc(doc(tina, 'batches/new'), fresh));
    await assertSucceeds(setDoc(doc(tina, 'batches/new'), { ...fresh, status: 'scheduled' }));
  });
});

describe('running and completed batches are private', () => {
  it('are read by their trainer and admins, not by the public or other users', async () => {
    await seed();
    for (const id of ['running', 'done']) {
      await assertSucceeds(getDoc(doc(rules.as('tina'), `batches/${id}`)));
      await assertSucceeds(getDoc(doc(rules.as('root', { admin: true }), `batches/${id}`)));
      await assertFails(getDoc(doc(rules.anon(), `batches/${id}`)));
      await assertFails(getDoc(doc(rules.as('tom'), `batches/${id}`)));
    }
    await assertSucceeds(
      getDocs(query(collection(rules.as('tina'), 'batches'), where('trainer_id', '==', 'tina'), limit(50))),
    );
    await assertFails(
      getDocs(query(collection(rules.anon(), 'batches'), where('course_id', '==', 'react'), limit(50))),
    );
  });
});

describe('the bought start is server-only', () => {
  it('refuses the learner and the trainer writing batch_starts_at or batch_moved_at', async () => {
    await seed();
    for (const uid of ['lena', 'tina']) {
      const ref = doc(rules.as(uid), 'enrollments/react_lena');
      await assertSucceeds(getDoc(ref));
      await assertFails(updateDoc(ref, { batch_starts_at: at(5) }));
      await assertFails(updateDoc(ref, { batch_moved_at: Timestamp.now() }));
      await assertFails(updateDoc(ref, { batch_starts_at: '2030-01-01' }));
    }
  });
});

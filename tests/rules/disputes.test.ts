// firestore.rules, disputes section: disputes/{enrollmentId_n} and payout_parts/{orderId_n} are written
// only by the server (reportClassProblem, resolveDispute, the payout job); the learner and trainer of
// a dispute and admins read it; the trainer a part pays and admins read parts (docs/sessions.md#report-a-problem,
// docs/payouts.md#paid-per-class).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();
const now = Timestamp.now();
const dispute = {
  learner_id: 'alice',
  trainer_id: 'tina',
  course_id: 'c1',
  batch_id: 'b1',
  enrollment_id: 'c1_alice',
  order_id: 'order_A',
  n: 2,
  reason: 'trainer_no_show',
  note: 'Nobody joined the call.',
  messages: [],
  status: 'open',
  due_by: now,
  overdue_after: now,
  outcome: null,
  refund_paise: null,
  created_at: now,
};
const part = {
  order_id: 'order_A',
  trainer_id: 'tina',
  learner_id: 'alice',
  batch_id: 'b1',
  n: 2,
  of: 8,
  planned_paise: 55_114,
  kept_percent: 100,
  status: 'waiting',
  release_at: null,
};

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'disputes/c1_alice_2'), dispute);
    await setDoc(doc(db, 'payout_parts/order_A_2'), part);
    await setDoc(doc(db, 'enrollments/c1_alice'), {
      learner_id: 'alice',
      trainer_id: 'tina',
      batch_id: 'b1',
      status: 'active',
    });
  });
}

describe('disputes: who reads', () => {
  it('the learner and the trainer read their dispute (bounded lists); an admin reads all', async () => {
    await seed();
    for (const [uid, field] of [
      ['alice', 'learner_id'],
      ['tina', 'trainer_id'],
    ] as const) {
      const db = rules.as(uid);
      await assertSucceeds(getDoc(doc(db, 'disputes/c1_alice_2')));
      await assertSucceeds(getDocs(query(collection(db, 'disputes'), where(field, '==', uid), limit(50))));
      await assertFails(getDocs(query(collection(db, 'disputes'), where(field, '==', uid))));
    }
    const admin = rules.as('ada', { admin: true });
    await assertSucceeds(getDocs(query(collection(admin, 'disputes'), where('status', '==', 'open'), limit(50))));
  });

  it('another learner, another trainer and a visitor read none', async () => {
    await seed();
    for (const db of [rules.as('bob'), rules.as('tom'), rules.anon()]) {
      await assertFails(getDoc(doc(db, 'disputes/c1_alice_2')));
      await assertFails(getDocs(query(collection(db, 'disputes'), limit(10))));
      await assertFails(getDoc(doc(db, 'payout_parts/order_A_2')));
    }
  });

  it('the trainer and admins read payout parts; the learner does not', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(rules.as('tina'), 'payout_parts/order_A_2')));
    await assertSucceeds(
      getDocs(query(collection(rules.as('tina'), 'payout_parts'), where('trainer_id', '==', 'tina'), limit(50))),
    );
    await assertFails(getDocs(query(collection(rules.as('tina'), 'payout_parts'), where('trainer_id', '==', 'tina'))));
    await assertSucceeds(getDoc(doc(rules.as('ada', { admin: true }), 'payout_parts/order_A_2')));
    await assertFails(getDoc(doc(rules.as('alice'), 'payout_parts/order_A_2')));
  });
});

describe('disputes: no client writes', () => {
  it('a learner cannot report from a client: not for their own class, not for another’s, not late', async () => {
    await seed();
    const alice = rules.as('alice');
    await assertFails(setDoc(doc(alice, 'disputes/c1_alice_3'), { ...dispute, n: 3 }));
    await assertFails(
      setDoc(doc(alice, 'disputes/c1_bob_2'), { ...dispute, learner_id: 'bob', enrollment_id: 'c1_bob' }),
    );
    await assertFails(
      setDoc(doc(alice, 'disputes/c1_alice_1'), { ...dispute, n: 1, created_at: Timestamp.fromMillis(0) }),
    );
  });

  it('nobody changes a dispute’s resolution, state or note, adds keys or wrong types, or deletes it', async () => {
    await seed();
    for (const db of [rules.as('alice'), rules.as('tina'), rules.as('ada', { admin: true })]) {
      const ref = doc(db, 'disputes/c1_alice_2');
      await assertFails(updateDoc(ref, { status: 'resolved', outcome: 'trainer_no_show', refund_paise: 62_488 }));
      await assertFails(updateDoc(ref, { note: 'changed' }));
      await assertFails(updateDoc(ref, { extra: true }));
      await assertFails(updateDoc(ref, { n: 'two' }));
      await assertFails(deleteDoc(ref));
    }
  });

  it('nobody writes payout parts: not the trainer releasing one, not an admin', async () => {
    await seed();
    for (const db of [rules.as('tina'), rules.as('alice'), rules.as('ada', { admin: true })]) {
      await assertFails(updateDoc(doc(db, 'payout_parts/order_A_2'), { status: 'released' }));
      await assertFails(setDoc(doc(db, 'payout_parts/order_A_3'), { ...part, n: 3 }));
      await assertFails(deleteDoc(doc(db, 'payout_parts/order_A_2')));
    }
  });
});

// firestore.rules, certificates section (docs/decisions/206-certificates.md): anyone gets a certificate
// by id, nobody lists or writes one from a client; certificate_issues (the private side) is read by its
// learner and admins only; completion fields on an enrolment are server-only; a course's completion
// threshold is a whole percent 50-100 its trainer sets (ADR 205).
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
import { seedProfile, useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();
const ID = 'AbCdEfGhIjKlMnOpQrSt';

const certificate = (over: Record<string, unknown> = {}) => ({
  learner_name: 'Asha Rao',
  course_id: 'c1',
  course_title: 'SQL Foundations',
  trainer_name: 'Tina Rao',
  started_at: Timestamp.now(),
  completed_at: Timestamp.now(),
  minutes: 480,
  sessions_attended: 7,
  sessions_held: 8,
  issued_at: Timestamp.now(),
  status: 'valid',
  revoked_at: null,
  revoked_reason: null,
  ...over,
});

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/asha'), seedProfile('asha', 'learner'));
    await setDoc(doc(db, `certificates/${ID}`), certificate());
    await setDoc(doc(db, 'certificate_issues/c1_asha'), {
      certificate_id: ID,
      enrollment_id: 'c1_asha',
      learner_id: 'asha',
      course_id: 'c1',
      trainer_id: 'tina',
      batch_id: 'b1',
      issued_at: Timestamp.now(),
    });
    await setDoc(doc(db, 'enrollments/c1_asha'), {
      course_id: 'c1',
      learner_id: 'asha',
      trainer_id: 'tina',
      order_id: 'o1',
      amount: 150000,
      currency: 'INR',
      status: 'active',
      batch_id: 'b1',
      sessions_held: 8,
      sessions_attended: 5,
      created_at: Timestamp.now(),
    });
  });
}

describe('certificates', () => {
  it('lets a visitor get a certificate by id, and never list them', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(rules.anon(), `certificates/${ID}`)));
    await assertSucceeds(getDoc(doc(rules.as('someone'), `certificates/${ID}`)));
    await assertFails(getDocs(query(collection(rules.anon(), 'certificates'), limit(10))));
    await assertFails(
      getDocs(query(collection(rules.as('asha'), 'certificates'), where('course_id', '==', 'c1'), limit(10))),
    );
  });

  it('lets no client write a certificate: not the learner, the trainer, nor an admin', async () => {
    await seed();
    for (const db of [rules.as('asha'), rules.as('tina'), rules.as('root', { admin: true }), rules.anon()]) {
      await assertFails(setDoc(doc(db, 'certificates/MyOwnCertificate000'), certificate()));
      await assertFails(updateDoc(doc(db, `certificates/${ID}`), { status: 'revoked' }));
      await assertFails(updateDoc(doc(db, `certificates/${ID}`), { learner_name: 'Someone Else' }));
      await assertFails(deleteDoc(doc(db, `certificates/${ID}`)));
    }
  });

  it('keeps the private side to its learner and admins, and server-written', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(rules.as('asha'), 'certificate_issues/c1_asha')));
    await assertSucceeds(getDoc(doc(rules.as('root', { admin: true }), 'certificate_issues/c1_asha')));
    await assertFails(getDoc(doc(rules.as('tina'), 'certificate_issues/c1_asha')));
    await assertFails(getDoc(doc(rules.anon(), 'certificate_issues/c1_asha')));
    await assertFails(getDocs(query(collection(rules.as('asha'), 'certificate_issues'), limit(10))));
    await assertFails(
      setDoc(doc(rules.as('asha'), 'certificate_issues/c2_asha'), { certificate_id: ID, learner_id: 'asha' }),
    );
  });

  it('refuses a learner completing their own enrolment or raising attendance', async () => {
    await seed();
    const e = doc(rules.as('asha'), 'enrollments/c1_asha');
    await assertFails(updateDoc(e, { completed_at: Timestamp.now(), certificate_id: ID }));
    await assertFails(updateDoc(e, { sessions_attended: 8 }));
    await assertFails(
      setDoc(doc(rules.as('asha'), 'batches/b1/sessions/1/attendance/asha'), { learner_id: 'asha', present: true }),
    );
  });
});

// firestore.rules, admin section: verification_requests (the trainer requests, only admins read
// others', nobody but the server decides), admin_audit (server-only, admins read at most 50), and
// what the admin claim, and only the claim, opens elsewhere (orders, contact_messages, profiles,
// trainer_profiles' server-only verification fields).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { contactMessages } from '@skillsetu/domain';
import {
  addDoc,
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

const t = useRulesEnv();

/** What the verification card writes (domain verificationRequestInputSchema + the fixed fields). */
const request = (uid: string, extra: Record<string, unknown> = {}) => ({
  uid,
  full_name: `${uid} Test`,
  email: `${uid}@example.com`,
  id_type: 'pan',
  id_last4: '123F',
  qualifications: 'B.Tech in Computer Science',
  experience: '6 years teaching React',
  evidence_links: ['https://www.linkedin.com/in/tina', 'https://certs.example.com/aws/123'],
  status: 'pending',
  submitted_at: serverTimestamp(),
  ...extra,
});

async function seedUsers() {
  await t.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/tom'), seedProfile('tom', 'trainer'));
    await setDoc(doc(db, 'profiles/lena'), seedProfile('lena', 'learner'));
    // a forged role: the profile says admin, the token has no claim
    await setDoc(doc(db, 'profiles/fake'), seedProfile('fake', 'admin'));
    await setDoc(doc(db, 'profiles/ada'), seedProfile('ada', 'admin'));
  });
}

const admin = () => t.as('ada', { admin: true });

describe('verification_requests: the trainer requests', () => {
  it('lets a trainer create their own pending request and read it back', async () => {
    await seedUsers();
    const ref = doc(t.as('tina'), 'verification_requests/tina');
    await assertSucceeds(setDoc(ref, request('tina')));
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(setDoc(ref, request('tina', { id_type: 'aadhaar', id_last4: '9876', evidence_links: [] })));
  });

  it('denies learners, visitors and requests for someone else', async () => {
    await seedUsers();
    await assertFails(setDoc(doc(t.as('lena'), 'verification_requests/lena'), request('lena')));
    await assertFails(setDoc(doc(t.anon(), 'verification_requests/tina'), request('tina')));
    await assertFails(setDoc(doc(t.as('tom'), 'verification_requests/tina'), request('tina')));
    await assertFails(setDoc(doc(t.as('tom'), 'verification_requests/tom'), request('tina')));
  });

  it('denies a trainer approving themself or writing any decision field', async () => {
    await seedUsers();
    const ref = doc(t.as('tina'), 'verification_requests/tina');
    await assertFails(setDoc(ref, request('tina', { status: 'verified' })));
    await assertFails(setDoc(ref, request('tina', { status: 'rejected' })));
    await assertFails(setDoc(ref, request('tina', { checks: ['identity'] })));
    await assertFails(setDoc(ref, request('tina', { decided_by: 'tina' })));
    await assertFails(setDoc(ref, request('tina', { reason: null })));
    await assertSucceeds(setDoc(ref, request('tina')));
    await assertFails(updateDoc(ref, { status: 'verified' }));
    await assertFails(updateDoc(ref, { decided_at: serverTimestamp() }));
    await assertFails(deleteDoc(ref));
  });

  it('denies bad identity data: more than the last 4 characters, unknown document types', async () => {
    await seedUsers();
    const ref = doc(t.as('tina'), 'verification_requests/tina');
    await assertFails(setDoc(ref, request('tina', { id_last4: '1234 5678 9012' })));
    await assertFails(setDoc(ref, request('tina', { id_last4: '12345' })));
    await assertFails(setDoc(ref, request('tina', { id_last4: '12' })));
    await assertFails(setDoc(ref, request('tina', { id_last4: 1234 })));
    await assertFails(setDoc(ref, request('tina', { id_type: 'voter_id' })));
  });

  it('denies evidence links that are not https, too many links, oversized and wrongly typed values', async () => {
    await seedUsers();
    const ref = doc(t.as('tina'), 'verification_requests/tina');
    await assertFails(setDoc(ref, request('tina', { evidence_links: ['http://example.com/cert'] })));
    await assertFails(setDoc(ref, request('tina', { evidence_links: ['javascript:alert(1)'] })));
    await assertFails(setDoc(ref, request('tina', { evidence_links: ['https://ok.example.com', 'ftp://x.example'] })));
    await assertFails(setDoc(ref, request('tina', { evidence_links: ['https://a b.example.com'] })));
    await assertFails(
      setDoc(
        ref,
        request('tina', { evidence_links: Array.from({ length: 6 }, (_, i) => `https://e${i}.example.com`) }),
      ),
    );
    await assertFails(setDoc(ref, request('tina', { evidence_links: [`https://x.example.com/${'a'.repeat(500)}`] })));
    await assertFails(setDoc(ref, request('tina', { evidence_links: 'https://x.example.com' })));
    await assertFails(setDoc(ref, request('tina', { qualifications: 'q'.repeat(2001) })));
    await assertFails(setDoc(ref, request('tina', { experience: '   ' })));
    await assertFails(setDoc(ref, request('tina', { email: 'someone@else.com' })));
    await assertFails(setDoc(ref, request('tina', { submitted_at: Timestamp.fromDate(new Date('2020-01-01')) })));
    await assertFails(setDoc(ref, request('tina', { extra: true })));
  });

  it('lets a rejected trainer resubmit, but never rewrite a verified request', async () => {
    await seedUsers();
    const decided = {
      ...request('tina'),
      submitted_at: Timestamp.now(),
      decided_at: Timestamp.now(),
      decided_by: 'ada',
    };
    await t.seed((db) =>
      setDoc(doc(db, 'verification_requests/tina'), { ...decided, status: 'rejected', reason: 'Blurry', checks: [] }),
    );
    const ref = doc(t.as('tina'), 'verification_requests/tina');
    // keeping the decision fields is refused: the resubmission is a fresh request
    await assertFails(updateDoc(ref, { status: 'pending', submitted_at: serverTimestamp() }));
    await assertSucceeds(setDoc(ref, request('tina')));
    await t.seed((db) =>
      setDoc(doc(db, 'verification_requests/tina'), {
        ...decided,
        status: 'verified',
        reason: null,
        checks: ['identity'],
      }),
    );
    await assertFails(setDoc(ref, request('tina')));
  });

  it('lets only admins (the claim) read other requests and list the queue, at most 50 at a time', async () => {
    await seedUsers();
    await t.seed(async (db) => {
      await setDoc(doc(db, 'verification_requests/tina'), { ...request('tina'), submitted_at: Timestamp.now() });
      await setDoc(doc(db, 'verification_requests/tom'), { ...request('tom'), submitted_at: Timestamp.now() });
    });
    await assertFails(getDoc(doc(t.as('tom'), 'verification_requests/tina')));
    await assertFails(getDoc(doc(t.as('fake'), 'verification_requests/tina')));
    await assertFails(getDocs(query(collection(t.as('fake'), 'verification_requests'), limit(10))));
    await assertFails(getDocs(query(collection(t.as('tina'), 'verification_requests'), limit(10))));
    await assertSucceeds(getDoc(doc(admin(), 'verification_requests/tina')));
    await assertSucceeds(
      getDocs(query(collection(admin(), 'verification_requests'), where('status', '==', 'pending'), limit(50))),
    );
    await assertFails(getDocs(query(collection(admin(), 'verification_requests'), limit(51))));
    await assertFails(getDocs(collection(admin(), 'verification_requests')));
  });

  it('denies admins writing a decision directly (decisions go through the audited callable)', async () => {
    await seedUsers();
    await t.seed((db) =>
      setDoc(doc(db, 'verification_requests/tina'), { ...request('tina'), submitted_at: Timestamp.now() }),
    );
    await assertFails(updateDoc(doc(admin(), 'verification_requests/tina'), { status: 'verified' }));
    await assertFails(setDoc(doc(admin(), 'verification_requests/tom'), request('tom')));
  });
});

describe('admin_audit', () => {
  it('is read by admins only, at most 50 per query, and written by nobody', async () => {
    await seedUsers();
    await t.seed((db) =>
      setDoc(doc(db, 'admin_audit/a1'), {
        actor_uid: 'ada',
        actor_email: 'ada@example.com',
        action: 'user.disable',
        target: 'user:lena',
        summary: 'Disabled lena',
        at: Timestamp.now(),
      }),
    );
    await assertSucceeds(getDoc(doc(admin(), 'admin_audit/a1')));
    await assertSucceeds(getDocs(query(collection(admin(), 'admin_audit'), limit(20))));
    await assertFails(getDocs(query(collection(admin(), 'admin_audit'), limit(500))));
    for (const db of [t.as('tina'), t.as('lena'), t.as('fake'), t.anon()]) {
      await assertFails(getDoc(doc(db, 'admin_audit/a1')));
      await assertFails(getDocs(query(collection(db, 'admin_audit'), limit(20))));
    }
    await assertFails(addDoc(collection(admin(), 'admin_audit'), { action: 'user.disable' }));
    await assertFails(updateDoc(doc(admin(), 'admin_audit/a1'), { summary: 'nothing happened' }));
    await assertFails(deleteDoc(doc(admin(), 'admin_audit/a1')));
  });
});

describe('the admin claim, never the profile, opens orders, the inbox and other profiles', () => {
  it('denies learners, trainers and a forged user_type admin; allows the claim', async () => {
    await seedUsers();
    await t.seed(async (db) => {
      await setDoc(doc(db, 'orders/order_abc123456789'), {
        uid: 'lena',
        purpose: 'enrollment',
        status: 'paid',
        amount: 99900,
      });
      await setDoc(
        doc(db, 'contact_messages/m1'),
        contactMessages.make({ firstName: 'Ravi', email: 'ravi@example.com', subject: 'Hi', message: 'Hello' }),
      );
    });
    for (const who of ['tina', 'fake']) {
      const db = t.as(who);
      await assertFails(getDoc(doc(db, 'orders/order_abc123456789')));
      await assertFails(getDocs(query(collection(db, 'orders'), limit(50))));
      await assertFails(getDoc(doc(db, 'contact_messages/m1')));
      await assertFails(getDocs(query(collection(db, 'contact_messages'), limit(50))));
      await assertFails(getDoc(doc(db, 'profiles/lena')));
    }
    await assertFails(getDoc(doc(t.as('lena'), 'profiles/tina')));
    await assertFails(getDoc(doc(t.as('lena'), 'contact_messages/m1')));
    await assertSucceeds(getDoc(doc(admin(), 'orders/order_abc123456789')));
    await assertSucceeds(getDocs(query(collection(admin(), 'contact_messages'), limit(50))));
    await assertSucceeds(getDoc(doc(admin(), 'profiles/lena')));
    // admins read the inbox but mark it handled only through the audited callable
    await assertFails(updateDoc(doc(admin(), 'contact_messages/m1'), { status: 'handled' }));
  });

  it('denies a trainer writing verified, verified_at or verification_checks on their profile', async () => {
    await seedUsers();
    const base = {
      user_id: 'tina',
      full_name: 'Tina Trainer',
      email: 'tina@example.com',
      specialization: 'Web Development',
      created_at: Timestamp.now(),
      id: 7,
      verified: false,
    };
    await t.seed((db) => setDoc(doc(db, 'trainer_profiles/tina'), base));
    const ref = doc(t.as('tina'), 'trainer_profiles/tina');
    await assertFails(updateDoc(ref, { verified: true }));
    await assertFails(updateDoc(ref, { verified_at: serverTimestamp() }));
    await assertFails(updateDoc(ref, { verification_checks: ['identity'] }));
    await assertSucceeds(updateDoc(ref, { city: 'Pune' }));
    // once the server verified tina, her ordinary edits still work and the fields stay hers to keep only
    await t.seed((db) =>
      setDoc(doc(db, 'trainer_profiles/tina'), {
        ...base,
        verified: true,
        verified_at: Timestamp.now(),
        verification_checks: ['identity', 'qualification'],
      }),
    );
    await assertSucceeds(updateDoc(ref, { city: 'Mumbai' }));
    await assertFails(updateDoc(ref, { verification_checks: ['identity', 'qualification', 'experience'] }));
    await assertFails(updateDoc(ref, { verified_at: Timestamp.fromDate(new Date('2030-01-01')) }));
    const { id: _id, verified: _verified, ...tomCreate } = base;
    const tomRef = doc(t.as('tom'), 'trainer_profiles/tom');
    const tomProfile = { ...tomCreate, user_id: 'tom', email: 'tom@example.com', created_at: serverTimestamp() };
    await assertFails(setDoc(tomRef, { ...tomProfile, verified_at: serverTimestamp() }));
    await assertFails(setDoc(tomRef, { ...tomProfile, verification_checks: [] }));
    await assertSucceeds(setDoc(tomRef, tomProfile));
  });
});

// firestore.rules, accounts section: profiles/{uid}. Every allowed write is paired with denials
// (extra, removed and swapped keys, wrong types, oversized strings, server-owned fields).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, deleteField, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();

/** The document the sign-up form writes (web/src/features/auth/api/sign-up.ts). */
const newProfile = (uid: string, over: Record<string, unknown> = {}) => ({
  full_name: 'Asha Learner',
  email: `${uid}@example.com`,
  user_type: 'learner',
  phone: null,
  city: null,
  avatar_url: null,
  updated_at: serverTimestamp(),
  ...over,
});

/** A stored profile, including the server-owned fields written by functions. */
const stored = (uid: string) => ({
  full_name: 'Asha Learner',
  email: `${uid}@example.com`,
  user_type: 'learner',
  phone: null,
  city: null,
  avatar_url: null,
  subscription_status: 'inactive',
  subscription_plan: null,
  subscription_start_date: null,
  subscription_end_date: null,
  updated_at: Timestamp.now(),
});

const seedAlice = () => t.seed((db) => setDoc(doc(db, 'profiles/alice'), stored('alice')));

describe('profiles: create', () => {
  it('lets a user create their own learner or trainer profile', async () => {
    await assertSucceeds(setDoc(doc(t.as('alice'), 'profiles/alice'), newProfile('alice')));
    await assertSucceeds(setDoc(doc(t.as('tina'), 'profiles/tina'), newProfile('tina', { user_type: 'trainer' })));
  });

  it('denies creating a profile as admin (or any other type)', async () => {
    await assertFails(setDoc(doc(t.as('alice'), 'profiles/alice'), newProfile('alice', { user_type: 'admin' })));
    await assertFails(setDoc(doc(t.as('alice'), 'profiles/alice'), newProfile('alice', { user_type: 'superuser' })));
  });

  it("denies creating another user's profile, or one while signed out", async () => {
    await assertFails(setDoc(doc(t.as('mallory'), 'profiles/alice'), newProfile('alice')));
    await assertFails(setDoc(doc(t.anon(), 'profiles/alice'), newProfile('alice')));
  });

  it('denies server-owned subscription_* fields and extra keys at creation', async () => {
    const db = t.as('alice');
    await assertFails(setDoc(doc(db, 'profiles/alice'), newProfile('alice', { subscription_status: 'active' })));
    await assertFails(setDoc(doc(db, 'profiles/alice'), newProfile('alice', { subscription_plan: 'professional' })));
    await assertFails(setDoc(doc(db, 'profiles/alice'), newProfile('alice', { verified: true })));
    await assertFails(setDoc(doc(db, 'profiles/alice'), newProfile('alice', { id: 'alice' })));
  });

  it('denies missing keys, wrong types, oversized strings, a foreign email and a client clock', async () => {
    const db = t.as('alice');
    const { avatar_url: _drop, ...missing } = newProfile('alice');
    await assertFails(setDoc(doc(db, 'profiles/alice'), missing));
    await assertFails(setDoc(doc(db, 'profiles/alice'), newProfile('alice', { full_name: 42 })));
    await assertFails(setDoc(doc(db, 'profiles/alice'), newProfile('alice', { full_name: '' })));
    await assertFails(setDoc(doc(db, 'profiles/alice'), newProfile('alice', { full_name: 'x'.repeat(121) })));
    await assertFails(setDoc(doc(db, 'profiles/alice'), newProfile('alice', { phone: 9876543210 })));
    await assertFails(setDoc(doc(db, 'profiles/alice'), newProfile('alice', { city: 'c'.repeat(61) })));
    await assertFails(setDoc(doc(db, 'profiles/alice'), newProfile('alice', { email: 'someone@else.com' })));
    await assertFails(setDoc(doc(db, 'profiles/alice'), newProfile('alice', { updated_at: Timestamp.now() })));
  });
});

describe('profiles: read', () => {
  it('lets the owner and admins read; denies other users and visitors', async () => {
    await seedAlice();
    await assertSucceeds(getDoc(doc(t.as('alice'), 'profiles/alice')));
    await assertSucceeds(getDoc(doc(t.as('root', { admin: true }), 'profiles/alice')));
    await assertFails(getDoc(doc(t.as('mallory'), 'profiles/alice')));
    await assertFails(getDoc(doc(t.anon(), 'profiles/alice')));
  });
});

describe('profiles: update', () => {
  it('lets the owner change full_name, phone, city, avatar_url with updated_at', async () => {
    await seedAlice();
    const ref = doc(t.as('alice'), 'profiles/alice');
    await assertSucceeds(
      updateDoc(ref, { full_name: 'Asha K', phone: '9876543210', city: 'Pune', updated_at: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(ref, {
        avatar_url:
          'https://firebasestorage.googleapis.com/v0/b/demo-skillsetu.appspot.com/o/avatars%2Falice%2F1.png?alt=media&token=ab-12',
      }),
    );
    await assertSucceeds(
      updateDoc(ref, {
        avatar_url: 'http://127.0.0.1:12199/v0/b/demo-skillsetu.appspot.com/o/avatars%2Falice%2Fme.jpg?alt=media',
      }),
    );
    await assertSucceeds(updateDoc(ref, { avatar_url: null }));
    await assertSucceeds(updateDoc(ref, { avatar_url: '' }));
  });

  it('avatar_url is only a Storage download URL of your own avatars/ path', async () => {
    await seedAlice();
    const ref = doc(t.as('alice'), 'profiles/alice');
    await assertFails(updateDoc(ref, { avatar_url: 'https://tracker.example.com/pixel.gif?u=alice' }));
    await assertFails(
      updateDoc(ref, {
        avatar_url: 'https://firebasestorage.googleapis.com/v0/b/demo-skillsetu.appspot.com/o/avatars%2Fbob%2F1.png',
      }),
    );
    await assertFails(
      updateDoc(ref, { avatar_url: 'https://firebasestorage.googleapis.com/v0/b/x/o/uploads%2Falice%2F1.png' }),
    );
    await assertFails(
      updateDoc(ref, { avatar_url: 'https://firebasestorage.googleapis.com.evil.io/v0/b/x/o/avatars%2Falice%2F1.png' }),
    );
    await assertFails(updateDoc(ref, { avatar_url: 'http://10.0.0.1:80/v0/b/x/o/avatars%2Falice%2F1.png' }));
  });

  it('allows writing server-owned fields back with their unchanged values (a merge of the whole doc)', async () => {
    await seedAlice();
    await assertSucceeds(
      updateDoc(doc(t.as('alice'), 'profiles/alice'), {
        user_type: 'learner',
        subscription_status: 'inactive',
        full_name: 'Asha K',
      }),
    );
  });

  it('denies changing your own user_type', async () => {
    await seedAlice();
    const ref = doc(t.as('alice'), 'profiles/alice');
    await assertFails(updateDoc(ref, { user_type: 'trainer' }));
    await assertFails(updateDoc(ref, { user_type: 'admin' }));
  });

  it('denies changing any subscription_* field to a different value', async () => {
    await seedAlice();
    const ref = doc(t.as('alice'), 'profiles/alice');
    await assertFails(updateDoc(ref, { subscription_status: 'active' }));
    await assertFails(updateDoc(ref, { subscription_plan: 'professional' }));
    await assertFails(updateDoc(ref, { subscription_start_date: Timestamp.now() }));
    await assertFails(updateDoc(ref, { subscription_end_date: Timestamp.now() }));
    await assertFails(updateDoc(ref, { subscription_status: deleteField() }));
  });

  it('denies extra keys, wrong types, oversized strings and a client clock', async () => {
    await seedAlice();
    const ref = doc(t.as('alice'), 'profiles/alice');
    await assertFails(updateDoc(ref, { verified: true }));
    await assertFails(updateDoc(ref, { email: 'new@example.com' }));
    await assertFails(updateDoc(ref, { full_name: 7 }));
    await assertFails(updateDoc(ref, { phone: ['98765'] }));
    await assertFails(updateDoc(ref, { full_name: 'x'.repeat(121) }));
    await assertFails(updateDoc(ref, { phone: '9'.repeat(21) }));
    await assertFails(updateDoc(ref, { avatar_url: 'h'.repeat(2049) }));
    await assertFails(updateDoc(ref, { updated_at: Timestamp.fromDate(new Date('2020-01-01')) }));
  });

  it('denies deleting required fields', async () => {
    await seedAlice();
    const ref = doc(t.as('alice'), 'profiles/alice');
    await assertFails(updateDoc(ref, { full_name: deleteField() }));
    await assertFails(updateDoc(ref, { phone: deleteField() }));
    await assertFails(updateDoc(ref, { user_type: deleteField() }));
    await assertFails(updateDoc(ref, { email: deleteField() }));
  });

  it("denies updating another user's profile (even harmless fields) and deleting any profile", async () => {
    await seedAlice();
    await assertFails(updateDoc(doc(t.as('mallory'), 'profiles/alice'), { city: 'Delhi' }));
    await assertFails(updateDoc(doc(t.as('root', { admin: true }), 'profiles/alice'), { user_type: 'trainer' }));
    await assertFails(deleteDoc(doc(t.as('alice'), 'profiles/alice')));
  });
});

// --- moneyback: plan cancellation fields are subscription_* and server-only (docs/decisions/085-plan-money-back.md) ---
describe('profiles: plan cancellation fields', () => {
  const seedCancelled = () =>
    t.seed((db) =>
      setDoc(doc(db, 'profiles/alice'), {
        ...stored('alice'),
        user_type: 'trainer',
        subscription_status: 'active',
        subscription_plan: 'professional',
        subscription_cancel_at_period_end: true,
        subscription_cancelled_at: Timestamp.now(),
      }),
    );

  it('lets the owner read them and still edit their own details', async () => {
    await seedCancelled();
    await assertSucceeds(getDoc(doc(t.as('alice'), 'profiles/alice')));
    await assertSucceeds(updateDoc(doc(t.as('alice'), 'profiles/alice'), { city: 'Pune' }));
  });

  it('denies the owner undoing, setting or removing them, and anyone else touching them', async () => {
    await seedCancelled();
    const ref = doc(t.as('alice'), 'profiles/alice');
    await assertFails(updateDoc(ref, { subscription_cancel_at_period_end: false }));
    await assertFails(updateDoc(ref, { subscription_cancel_at_period_end: 'no' }));
    await assertFails(updateDoc(ref, { subscription_cancel_at_period_end: deleteField() }));
    await assertFails(updateDoc(ref, { subscription_cancelled_at: deleteField() }));
    await assertFails(updateDoc(ref, { subscription_cancelled_at: Timestamp.fromDate(new Date('2020-01-01')) }));
    await assertFails(updateDoc(doc(t.as('mallory'), 'profiles/alice'), { subscription_cancel_at_period_end: false }));
    await assertFails(getDoc(doc(t.as('mallory'), 'profiles/alice')));
  });

  it('denies a client creating a profile with them', async () => {
    await assertFails(
      setDoc(doc(t.as('bob'), 'profiles/bob'), newProfile('bob', { subscription_cancel_at_period_end: false })),
    );
  });
});
// --- end moneyback ---

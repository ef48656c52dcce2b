// firestore.rules: the Verified badge follows the approved identity (docs/decisions/142-verification-follows-identity.md). On
// trainer_profiles, `verified`, `verified_identity` and the checks are the server's; the trainer still
// edits name and specialization (the server then drops the badge). On verification_requests, the
// server's `identity_change` (old → new) is never created by the trainer and survives every rewrite.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();

const change = {
  from_name: 'Tina Trainer',
  from_specialization: 'Web Development',
  to_name: 'Dr Famous Someone Else',
  to_specialization: 'Music',
};

/** tina, verified by an admin for 'Tina Trainer, Web Development'. */
const verifiedProfile = (extra: Record<string, unknown> = {}) => ({
  user_id: 'tina',
  full_name: 'Tina Trainer',
  email: 'tina@example.com',
  specialization: 'Web Development',
  created_at: Timestamp.now(),
  id: 7,
  verified: true,
  verified_at: Timestamp.now(),
  verification_checks: ['identity'],
  verified_identity: { full_name: 'Tina Trainer', specialization: 'Web Development' },
  ...extra,
});

const request = (extra: Record<string, unknown> = {}) => ({
  uid: 'tina',
  full_name: 'Dr Famous Someone Else',
  email: 'tina@example.com',
  id_type: 'pan',
  id_last4: '123F',
  qualifications: 'B.Tech in Computer Science',
  experience: '6 years teaching',
  evidence_links: [],
  status: 'pending',
  submitted_at: serverTimestamp(),
  ...extra,
});

async function seed(extra?: Record<string, unknown>) {
  await t.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/tom'), seedProfile('tom', 'trainer'));
    await setDoc(doc(db, 'trainer_profiles/tina'), verifiedProfile());
    if (extra)
      await setDoc(doc(db, 'verification_requests/tina'), { ...request(), submitted_at: Timestamp.now(), ...extra });
  });
}

describe('trainer_profiles: the verified identity is server-only', () => {
  it('a verified trainer still edits name and specialization (the trigger drops the badge)', async () => {
    await seed();
    await assertSucceeds(
      updateDoc(doc(t.as('tina'), 'trainer_profiles/tina'), {
        full_name: 'Dr Famous Someone Else',
        specialization: 'Music',
      }),
    );
  });

  it('nobody but the server writes verified or verified_identity', async () => {
    await seed();
    const ref = doc(t.as('tina'), 'trainer_profiles/tina');
    await assertFails(
      updateDoc(ref, { verified_identity: { full_name: 'Dr Famous Someone Else', specialization: 'Music' } }),
    );
    await assertFails(
      updateDoc(ref, {
        full_name: 'Dr Famous Someone Else',
        verified_identity: { full_name: 'Dr Famous Someone Else', specialization: 'Web Development' },
      }),
    );
    await assertFails(updateDoc(ref, { verified: false, full_name: 'Someone' }));
    await assertFails(updateDoc(ref, { verification_checks: ['identity', 'experience'] }));
    await assertFails(updateDoc(ref, { verified_identity: 'Dr Famous Someone Else' }));
    await assertFails(updateDoc(doc(t.as('tom'), 'trainer_profiles/tina'), { verified: false }));
    await assertFails(updateDoc(doc(t.as('ada', { admin: true }), 'trainer_profiles/tina'), { verified: true }));
  });
});

describe('verification_requests: identity_change is the server’s', () => {
  it('the trainer cannot create a request carrying identity_change', async () => {
    await seed();
    await assertFails(setDoc(doc(t.as('tina'), 'verification_requests/tina'), request({ identity_change: change })));
    await assertSucceeds(setDoc(doc(t.as('tina'), 'verification_requests/tina'), request()));
  });

  it('a rewrite keeps identity_change exactly: dropping, editing or retyping it is refused', async () => {
    await seed({ identity_change: change });
    const ref = doc(t.as('tina'), 'verification_requests/tina');
    await assertFails(setDoc(ref, request()));
    await assertFails(setDoc(ref, request({ identity_change: { ...change, from_name: 'Dr Famous Someone Else' } })));
    await assertFails(setDoc(ref, request({ identity_change: 'none' })));
    await assertFails(setDoc(ref, request({ identity_change: null })));
    await assertFails(updateDoc(ref, { identity_change: { ...change, extra: true } }));
    await assertSucceeds(setDoc(ref, request({ identity_change: change })));
  });

  it('others cannot write it', async () => {
    await seed({ identity_change: change });
    await assertFails(setDoc(doc(t.as('tom'), 'verification_requests/tina'), request({ identity_change: change })));
    await assertFails(
      updateDoc(doc(t.as('ada', { admin: true }), 'verification_requests/tina'), { identity_change: null }),
    );
  });
});

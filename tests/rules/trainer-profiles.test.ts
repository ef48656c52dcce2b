// firestore.rules, trainers listing: trainer_profiles/{uid} is public; only its owner, a user whose
// profile says trainer, writes it, within the field allowlist; `verified` and `id` stay server-owned.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
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

/** What the trainer form writes (domain toTrainerProfileWrite + created_at). */
const profile = (uid: string, extra: Record<string, unknown> = {}) => ({
  user_id: uid,
  full_name: 'Tina Trainer',
  email: `${uid}@example.com`,
  phone: '+91 9876543210',
  city: 'Pune',
  specialization: 'Web Development',
  experience: '3-5 years',
  bio: 'I teach React.',
  hourly_rate: 1000,
  certifications: ['AWS Certified Developer'],
  teaching_languages: ['English', 'Hindi'],
  skills: ['React', 'Node.js'],
  avatar_url: null,
  linkedin_url: 'https://www.linkedin.com/in/tina',
  portfolio_url: null,
  created_at: serverTimestamp(),
  ...extra,
});

async function seedUsers() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/tom'), seedProfile('tom', 'trainer'));
    await setDoc(doc(db, 'profiles/lena'), seedProfile('lena', 'learner'));
  });
}

/** tina's profile as the server leaves it after the trigger: numeric id, verified false. */
async function seedTinaProfile() {
  await rules.seed((db) =>
    setDoc(doc(db, 'trainer_profiles/tina'), {
      ...profile('tina'),
      created_at: Timestamp.now(),
      id: 7,
      verified: false,
    }),
  );
}

describe('trainer_profiles read', () => {
  it('the owner reads their own profile (it holds private email and phone)', async () => {
    await seedUsers();
    await seedTinaProfile();
    await assertSucceeds(getDoc(doc(rules.as('tina'), 'trainer_profiles/tina')));
  });

  it('visitors, learners and other trainers cannot read or list it (they read trainer_cards)', async () => {
    await seedUsers();
    await seedTinaProfile();
    await assertFails(getDoc(doc(rules.anon(), 'trainer_profiles/tina')));
    await assertFails(getDocs(query(collection(rules.anon(), 'trainer_profiles'), where('id', '==', 7))));
    await assertFails(getDoc(doc(rules.as('lena'), 'trainer_profiles/tina')));
    await assertFails(getDoc(doc(rules.as('tom'), 'trainer_profiles/tina')));
    await assertFails(getDocs(collection(rules.as('tom'), 'trainer_profiles')));
  });
});

describe('trainer_profiles create', () => {
  it('a trainer creates their own profile (nulls and empty links allowed)', async () => {
    await seedUsers();
    await assertSucceeds(setDoc(doc(rules.as('tina'), 'trainer_profiles/tina'), profile('tina')));
    await assertSucceeds(
      setDoc(
        doc(rules.as('tom'), 'trainer_profiles/tom'),
        profile('tom', { hourly_rate: null, linkedin_url: '', portfolio_url: null, certifications: [], skills: [] }),
      ),
    );
  });

  it('denies signed-out visitors, other users and learners', async () => {
    await seedUsers();
    await assertFails(setDoc(doc(rules.anon(), 'trainer_profiles/tina'), profile('tina')));
    await assertFails(setDoc(doc(rules.as('tom'), 'trainer_profiles/tina'), profile('tina')));
    await assertFails(setDoc(doc(rules.as('lena'), 'trainer_profiles/lena'), profile('lena')));
    // a user without any profiles/{uid} document
    await assertFails(setDoc(doc(rules.as('nobody'), 'trainer_profiles/nobody'), profile('nobody')));
  });

  it('denies setting verified or id', async () => {
    await seedUsers();
    const ref = doc(rules.as('tina'), 'trainer_profiles/tina');
    await assertFails(setDoc(ref, profile('tina', { verified: true })));
    await assertFails(setDoc(ref, profile('tina', { verified: false })));
    await assertFails(setDoc(ref, profile('tina', { id: 1 })));
  });

  it('denies extra keys, a wrong user_id and missing required fields', async () => {
    await seedUsers();
    const ref = doc(rules.as('tina'), 'trainer_profiles/tina');
    await assertFails(setDoc(ref, profile('tina', { rating: 5 })));
    await assertFails(setDoc(ref, profile('tina', { user_id: 'tom' })));
    const { specialization: _s, ...noSpecialization } = profile('tina');
    await assertFails(setDoc(ref, noSpecialization));
    await assertFails(setDoc(ref, profile('tina', { full_name: '' })));
  });

  it('denies what the card could not show: blank-looking names, emoji-only items, links without a plain host', async () => {
    await seedUsers();
    const ref = doc(rules.as('tina'), 'trainer_profiles/tina');
    for (const name of [' ', '\u200b', '\u3000', '🙂', '...']) {
      await assertFails(setDoc(ref, profile('tina', { full_name: name })));
      await assertFails(setDoc(ref, profile('tina', { specialization: name })));
    }
    await assertFails(setDoc(ref, profile('tina', { skills: ['React', '🚀'] })));
    await assertFails(setDoc(ref, profile('tina', { skills: [' '] })));
    await assertFails(setDoc(ref, profile('tina', { teaching_languages: ['Hindi', '🙂'] })));
    await assertFails(setDoc(ref, profile('tina', { certifications: ['—'] })));
    await assertFails(setDoc(ref, profile('tina', { linkedin_url: 'https://<x>' })));
    await assertFails(setDoc(ref, profile('tina', { portfolio_url: 'https://<x>' })));
    await assertFails(setDoc(ref, profile('tina', { portfolio_url: 'https://a b.com' })));
    await assertFails(setDoc(ref, profile('tina', { linkedin_url: 'https://x.com/"onload="' })));
    await assertSucceeds(
      setDoc(
        ref,
        profile('tina', {
          full_name: "Zoë D'Souza",
          skills: ['C++', 'Node.js 🚀', 'हिन्दी'],
          linkedin_url: 'https://www.linkedin.com/in/zoe-dsouza/?utm=1',
          portfolio_url: 'http://zoe.dev:8080',
        }),
      ),
    );
  });

  it('denies wrong types', async () => {
    await seedUsers();
    const ref = doc(rules.as('tina'), 'trainer_profiles/tina');
    await assertFails(setDoc(ref, profile('tina', { hourly_rate: '1000' })));
    await assertFails(setDoc(ref, profile('tina', { hourly_rate: -5 })));
    await assertFails(setDoc(ref, profile('tina', { skills: 'React' })));
    await assertFails(setDoc(ref, profile('tina', { skills: ['React', 42] })));
    await assertFails(setDoc(ref, profile('tina', { teaching_languages: [{ name: 'Hindi' }] })));
    await assertFails(setDoc(ref, profile('tina', { city: 12 })));
    await assertFails(setDoc(ref, profile('tina', { created_at: '2025-01-01' })));
    await assertFails(setDoc(ref, profile('tina', { linkedin_url: 'javascript:alert(1)' })));
  });

  it('denies oversized strings and lists', async () => {
    await seedUsers();
    const ref = doc(rules.as('tina'), 'trainer_profiles/tina');
    await assertSucceeds(setDoc(ref, profile('tina', { bio: 'x'.repeat(5000), skills: ['s'.repeat(60)] })));
    await assertFails(setDoc(ref, profile('tina', { bio: 'x'.repeat(5001) })));
    await assertFails(setDoc(ref, profile('tina', { full_name: 'x'.repeat(121) })));
    await assertFails(setDoc(ref, profile('tina', { skills: ['React', 's'.repeat(61)] })));
    await assertFails(setDoc(ref, profile('tina', { skills: Array.from({ length: 31 }, (_, i) => `skill${i}`) })));
    await assertFails(setDoc(ref, profile('tina', { avatar_url: 'x'.repeat(2049) })));
  });

  it('avatar_url is only a Storage download URL of your own avatars/ path', async () => {
    await seedUsers();
    const ref = doc(rules.as('tina'), 'trainer_profiles/tina');
    const own =
      'https://firebasestorage.googleapis.com/v0/b/demo-skillsetu.appspot.com/o/avatars%2Ftina%2F1.png?alt=media&token=1a';
    await assertSucceeds(setDoc(ref, profile('tina', { avatar_url: own })));
    await assertFails(setDoc(ref, profile('tina', { avatar_url: 'https://tracker.example.com/p.gif' })));
    await assertFails(setDoc(ref, profile('tina', { avatar_url: own.replace('%2Ftina%2F', '%2Ftom%2F') })));
  });
});

describe('trainer_profiles update', () => {
  it('the owner edits allowed fields, also as a merged upsert with a fresh created_at', async () => {
    await seedUsers();
    await seedTinaProfile();
    const ref = doc(rules.as('tina'), 'trainer_profiles/tina');
    await assertSucceeds(
      updateDoc(ref, {
        bio: 'Now also Next.js',
        city: 'Mumbai',
        avatar_url: 'http://127.0.0.1:12199/v0/b/demo-skillsetu.appspot.com/o/avatars%2Ftina%2Fy.png?alt=media',
      }),
    );
    await assertSucceeds(setDoc(ref, profile('tina', { skills: ['React'] }), { merge: true }));
  });

  it('denies changing verified, id or user_id, and dropping id with a full overwrite', async () => {
    await seedUsers();
    await seedTinaProfile();
    const ref = doc(rules.as('tina'), 'trainer_profiles/tina');
    await assertFails(updateDoc(ref, { verified: true }));
    await assertFails(updateDoc(ref, { id: 1 }));
    await assertFails(updateDoc(ref, { user_id: 'tom' }));
    await assertFails(setDoc(ref, profile('tina')));
  });

  it('denies other users, signed-out visitors, extra keys, bad types and a back-dated created_at', async () => {
    await seedUsers();
    await seedTinaProfile();
    await assertFails(updateDoc(doc(rules.as('tom'), 'trainer_profiles/tina'), { bio: 'hacked' }));
    await assertFails(updateDoc(doc(rules.anon(), 'trainer_profiles/tina'), { bio: 'hacked' }));
    const ref = doc(rules.as('tina'), 'trainer_profiles/tina');
    await assertFails(updateDoc(ref, { students: 1000 }));
    await assertFails(updateDoc(ref, { hourly_rate: 'free' }));
    await assertFails(updateDoc(ref, { bio: 'x'.repeat(5001) }));
    await assertFails(updateDoc(ref, { created_at: Timestamp.fromMillis(0) }));
  });

  it('denies edits by a user who is no longer a trainer', async () => {
    await seedUsers();
    await seedTinaProfile();
    await rules.seed((db) => setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'learner')));
    await assertFails(updateDoc(doc(rules.as('tina'), 'trainer_profiles/tina'), { bio: 'still here' }));
  });
});

describe('trainer_profiles delete', () => {
  it('only the owner deletes their profile', async () => {
    await seedUsers();
    await seedTinaProfile();
    await assertFails(deleteDoc(doc(rules.anon(), 'trainer_profiles/tina')));
    await assertFails(deleteDoc(doc(rules.as('tom'), 'trainer_profiles/tina')));
    await assertSucceeds(deleteDoc(doc(rules.as('tina'), 'trainer_profiles/tina')));
  });
});

// firestore.rules seen from the trainer workspace: the exact payloads the web app writes (built with
// the domain helpers it uses) are accepted for the owner and refused for everyone else; a trainer
// cannot set verified, id or stats, nor move a course to another trainer; a learner cannot create
// courses. Complements trainer-profiles.test.ts and courses.test.ts (the listing's allowlists).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  emptyCourseEntry,
  emptyTrainerForm,
  toCourseWrite,
  toTrainerProfileWrite,
  trainerFormSchema,
} from '@skillsetu/domain';
import { doc, serverTimestamp, setDoc, Timestamp, updateDoc, deleteDoc, writeBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { createCounted, deleteCounted, setPublishedCounted } from './course-batches';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();

// The form's validated values, as the page's onSave receives them.
const form = trainerFormSchema.parse({
  ...emptyTrainerForm({ full_name: 'Tina Trainer', email: 'tina@example.com' }),
  specialization: 'Data Science',
  city: 'Pune',
  languages: 'English, Hindi',
  hourly_rate: '800',
  education: 'M.Sc Statistics',
  skills: ['SQL', 'Python'],
  linkedin_url: 'https://linkedin.com/in/tina',
  video_link_1: 'https://youtu.be/dQw4w9WgXcQ',
  google_maps_link: 'https://maps.app.goo.gl/abc123',
});
const entry = { ...emptyCourseEntry(), title: 'SQL Basics', totalPrice: '4999', duration: '1-2 months' };

async function seedAccounts() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/tom'), seedProfile('tom', 'trainer'));
    await setDoc(doc(db, 'profiles/lena'), seedProfile('lena', 'learner'));
  });
}

async function seedWorkspace() {
  await seedAccounts();
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'trainer_profiles/tina'), {
      ...toTrainerProfileWrite('tina', form),
      created_at: Timestamp.now(),
      id: 7,
      verified: false,
    });
    await setDoc(doc(db, 'courses/c1'), {
      ...toCourseWrite('tina', entry, 'Data Science', ['SQL']),
      created_at: Timestamp.now(),
    });
    await setDoc(doc(db, 'course_counts/tina'), { total: 1, published: 0, course_id: 'c1' });
  });
}

describe('trainer workspace: profile creation (create and onboarding pages)', () => {
  it('the trainer creates their profile, then each draft course with its count, as the app does', async () => {
    await seedAccounts();
    const db = rules.as('tina');
    const batch = writeBatch(db);
    batch.set(doc(db, 'trainer_profiles/tina'), {
      ...toTrainerProfileWrite('tina', form),
      created_at: serverTimestamp(),
    });
    await assertSucceeds(batch.commit());
    const draft = { ...toCourseWrite('tina', entry, 'Data Science', form.skills), created_at: serverTimestamp() };
    await assertSucceeds(
      Promise.all([createCounted(db, 'tina', 'new1', draft), createCounted(db, 'tina', 'new2', draft)]),
    );
  });

  it('denies a profile for someone else, by a learner, or with verified, id or stats', async () => {
    await seedAccounts();
    const write = { ...toTrainerProfileWrite('tina', form), created_at: serverTimestamp() };
    await assertFails(setDoc(doc(rules.as('tom'), 'trainer_profiles/tina'), write));
    await assertFails(
      setDoc(doc(rules.as('lena'), 'trainer_profiles/lena'), {
        ...toTrainerProfileWrite('lena', form),
        created_at: serverTimestamp(),
      }),
    );
    const db = rules.as('tina');
    for (const extra of [{ verified: true }, { id: 1 }, { rating: 5 }, { students: 100 }, { reviews: 40 }]) {
      await assertFails(setDoc(doc(db, 'trainer_profiles/tina'), { ...write, ...extra }));
    }
  });

  it('a learner cannot create courses, nor a trainer for another trainer', async () => {
    await seedAccounts();
    const c = { ...toCourseWrite('lena', entry, 'Data Science', []), created_at: serverTimestamp() };
    await assertFails(createCounted(rules.as('lena'), 'lena', 'x', c));
    const forTina = { ...toCourseWrite('tina', entry, 'Data Science', []), created_at: serverTimestamp() };
    await assertFails(createCounted(rules.as('tom'), 'tom', 'y', forTina));
    await assertFails(createCounted(rules.as('tom'), 'tina', 'y', forTina));
    await assertFails(createCounted(rules.anon(), 'tina', 'z', forTina));
  });
});

describe('trainer workspace: dashboard writes', () => {
  it('the owner adds a draft, saves the editor fields, publishes and deletes', async () => {
    await seedWorkspace();
    const db = rules.as('tina');
    await assertSucceeds(
      createCounted(db, 'tina', 'draft', {
        ...toCourseWrite('tina', emptyCourseEntry(), 'Data Science', []),
        created_at: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(doc(db, 'courses/c1'), {
        title: 'SQL Basics (2nd batch)',
        price: 5999,
        duration: '3-4 months',
        mode: 'Hybrid (Online + Offline)',
        batch_size: '6-10 students',
        prerequisites: null,
        description: 'Joins and indexes, with practice sets.',
      }),
    );
    await assertSucceeds(setPublishedCounted(db, 'tina', 'c1', true));
    await assertSucceeds(deleteCounted(db, 'tina', 'c1', true));
  });

  it('denies changing trainer_id, writing stats on a course, and other trainers editing or deleting', async () => {
    await seedWorkspace();
    await assertFails(updateDoc(doc(rules.as('tina'), 'courses/c1'), { trainer_id: 'tom' }));
    await assertFails(updateDoc(doc(rules.as('tina'), 'courses/c1'), { students: 99 }));
    await assertFails(updateDoc(doc(rules.as('tom'), 'courses/c1'), { price: 1 }));
    await assertFails(setPublishedCounted(rules.as('tom'), 'tom', 'c1', true));
    await assertFails(setPublishedCounted(rules.as('tom'), 'tina', 'c1', true));
    await assertFails(deleteCounted(rules.as('tom'), 'tom', 'c1', false));
    await assertFails(deleteDoc(doc(rules.as('lena'), 'courses/c1')));
  });

  it('the profile tab and the photo URL save for the owner only; verified, id and stats stay server-owned', async () => {
    await seedWorkspace();
    const db = rules.as('tina');
    await assertSucceeds(
      updateDoc(doc(db, 'trainer_profiles/tina'), {
        full_name: 'Tina T',
        email: 'tina@example.com',
        phone: '9876543210',
        city: 'Mumbai',
        specialization: 'Machine Learning',
        bio: 'I teach ML.',
      }),
    );
    const url = 'http://127.0.0.1:9199/v0/b/demo-skillsetu.appspot.com/o/avatars%2Ftina%2F1.png?alt=media';
    await assertSucceeds(updateDoc(doc(db, 'trainer_profiles/tina'), { avatar_url: url }));
    await assertSucceeds(updateDoc(doc(db, 'profiles/tina'), { avatar_url: url, updated_at: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, 'trainer_profiles/tina'), { verified: true }));
    await assertFails(updateDoc(doc(db, 'trainer_profiles/tina'), { id: 1 }));
    await assertFails(updateDoc(doc(db, 'trainer_profiles/tina'), { rating: 5 }));
    await assertFails(updateDoc(doc(rules.as('tom'), 'trainer_profiles/tina'), { bio: 'hijacked' }));
    await assertFails(
      updateDoc(doc(rules.as('tom'), 'profiles/tina'), { avatar_url: url, updated_at: serverTimestamp() }),
    );
  });
});

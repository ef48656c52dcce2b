// firestore.rules, accounts section: learner_profiles/{uid} — the owner's preferences only.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, deleteField, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();

const prefs = (uid: string, over: Record<string, unknown> = {}) => ({
  user_id: uid,
  learning_goals: 'Learn React',
  experience_level: 'beginner',
  interests: ['React', 'TypeScript'],
  ...over,
});

describe('learner_profiles', () => {
  it('lets the owner create, read, update and delete their preferences', async () => {
    const ref = doc(t.as('alice'), 'learner_profiles/alice');
    await assertSucceeds(setDoc(ref, prefs('alice')));
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(updateDoc(ref, { experience_level: 'advanced', interests: [] }));
    await assertSucceeds(deleteDoc(ref));
  });

  it("denies reading or writing another user's preferences", async () => {
    await t.seed((db) => setDoc(doc(db, 'learner_profiles/alice'), prefs('alice')));
    const ref = doc(t.as('mallory'), 'learner_profiles/alice');
    await assertFails(getDoc(ref));
    await assertFails(updateDoc(ref, { learning_goals: 'hijacked' }));
    await assertFails(deleteDoc(ref));
    await assertFails(setDoc(doc(t.as('mallory'), 'learner_profiles/bob'), prefs('bob')));
    await assertFails(getDoc(doc(t.anon(), 'learner_profiles/alice')));
  });

  it('denies extra keys, a foreign user_id, wrong types and oversized values', async () => {
    const ref = doc(t.as('alice'), 'learner_profiles/alice');
    await assertFails(setDoc(ref, prefs('alice', { admin: true })));
    await assertFails(setDoc(ref, prefs('alice', { user_id: 'bob' })));
    await assertFails(setDoc(ref, prefs('alice', { experience_level: 'guru' })));
    await assertFails(setDoc(ref, prefs('alice', { learning_goals: 5 })));
    await assertFails(setDoc(ref, prefs('alice', { learning_goals: 'g'.repeat(1001) })));
    await assertFails(setDoc(ref, prefs('alice', { interests: 'React' })));
    await assertFails(setDoc(ref, prefs('alice', { interests: [1, 2] })));
    await assertFails(setDoc(ref, prefs('alice', { interests: Array.from({ length: 21 }, (_, i) => `i${i}`) })));
  });

  it('checks every interest, not only the first', async () => {
    const ref = doc(t.as('alice'), 'learner_profiles/alice');
    await assertFails(setDoc(ref, prefs('alice', { interests: ['React', { nested: 'map' }] })));
    await assertFails(setDoc(ref, prefs('alice', { interests: ['React', 42] })));
    await assertFails(setDoc(ref, prefs('alice', { interests: ['React', null] })));
    await assertFails(setDoc(ref, prefs('alice', { interests: ['React', 'x'.repeat(300_000)] })));
    await assertFails(setDoc(ref, prefs('alice', { interests: ['React', 'x'.repeat(61)] })));
    await assertSucceeds(setDoc(ref, prefs('alice', { interests: ['React', 'x'.repeat(60)] })));
  });

  it('denies deleting required fields', async () => {
    await t.seed((db) => setDoc(doc(db, 'learner_profiles/alice'), prefs('alice')));
    const ref = doc(t.as('alice'), 'learner_profiles/alice');
    await assertFails(updateDoc(ref, { interests: deleteField() }));
    await assertFails(updateDoc(ref, { experience_level: deleteField() }));
  });
});

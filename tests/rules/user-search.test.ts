// firestore.rules, user_search: the admin's user-search index (docs/decisions/177-admin-user-search-index.md). Only the
// onProfileWritten trigger writes it; admins read at most 50 per query; nobody else reads.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { userSearch } from '@skillsetu/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();

const entry = (name: string, email: string, userType = 'learner') =>
  userSearch.make({
    tokens: ['ra', 'rav', 'ravi', 'wa', 'wal', 'walker'],
    full_name: name,
    email,
    user_type: userType,
    updated_at: new Date(),
  });

const seed = () =>
  t.seed(async (db) => {
    await setDoc(doc(db, 'user_search/lena'), entry('Ravi Walker', 'lena@example.com'));
    await setDoc(doc(db, 'user_search/tina'), entry('Tina Trainer', 'tina@example.com', 'trainer'));
  });

describe('user_search', () => {
  it('admins read one entry and search by token, at most 50 per query', async () => {
    await seed();
    const admin = t.as('ada', { admin: true });
    await assertSucceeds(getDoc(doc(admin, 'user_search/lena')));
    await assertSucceeds(
      getDocs(query(collection(admin, 'user_search'), where('tokens', 'array-contains', 'walker'), limit(50))),
    );
    await assertFails(getDocs(query(collection(admin, 'user_search'), limit(51))));
    await assertFails(getDocs(query(collection(admin, 'user_search'))));
  });

  it('nobody else reads it: not the user themself, a trainer, a forged user_type, or a visitor', async () => {
    await seed();
    await t.seed((db) => setDoc(doc(db, 'profiles/fake'), { user_type: 'admin' }));
    for (const db of [t.as('lena'), t.as('tina'), t.as('fake'), t.anon()]) {
      await assertFails(getDoc(doc(db, 'user_search/lena')));
      await assertFails(getDocs(query(collection(db, 'user_search'), limit(10))));
    }
  });

  it('no client writes it, admins included: create, change tokens or role, delete', async () => {
    await seed();
    for (const db of [t.as('ada', { admin: true }), t.as('lena'), t.anon()]) {
      await assertFails(setDoc(doc(db, 'user_search/mallory'), entry('Mallory', 'm@example.com')));
      await assertFails(updateDoc(doc(db, 'user_search/lena'), { tokens: ['admin'] }));
      await assertFails(updateDoc(doc(db, 'user_search/lena'), { user_type: 'admin' }));
      await assertFails(deleteDoc(doc(db, 'user_search/lena')));
    }
  });
});

// firestore.rules, accounts section: notifications — server-written; the owner reads (filtered on
// their user_id, at most 50 at a time) and may change is_read only.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();

const note = (uid: string, over: Record<string, unknown> = {}) => ({
  user_id: uid,
  title: 'Welcome',
  message: 'Hello',
  type: 'success',
  is_read: false,
  action_url: null,
  created_at: Timestamp.now(),
  ...over,
});

const seed = () =>
  t.seed(async (db) => {
    await setDoc(doc(db, 'notifications/n1'), note('alice'));
    await setDoc(doc(db, 'notifications/n2'), note('bob'));
  });

/** The app's query (web/src/features/notifications/api/use-notifications.ts). */
const ownQuery = (uid: string, max = 50) =>
  query(collection(t.as(uid), 'notifications'), where('user_id', '==', uid), orderBy('created_at', 'desc'), limit(max));

describe('notifications: read', () => {
  it('lets the owner get one and list their own newest 50', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(t.as('alice'), 'notifications/n1')));
    await assertSucceeds(getDocs(ownQuery('alice')));
  });

  it("denies another user's notification and visitors", async () => {
    await seed();
    await assertFails(getDoc(doc(t.as('alice'), 'notifications/n2')));
    await assertFails(getDoc(doc(t.anon(), 'notifications/n1')));
  });

  it('denies list queries without the owner filter, for another user, without a limit or above 50', async () => {
    await seed();
    const db = t.as('alice');
    await assertFails(getDocs(query(collection(db, 'notifications'), limit(10))));
    await assertFails(getDocs(query(collection(db, 'notifications'), where('user_id', '==', 'bob'), limit(10))));
    await assertFails(getDocs(query(collection(db, 'notifications'), where('user_id', '==', 'alice'))));
    await assertFails(getDocs(ownQuery('alice', 51)));
  });
});

describe('notifications: write', () => {
  it('lets the owner flip is_read', async () => {
    await seed();
    const ref = doc(t.as('alice'), 'notifications/n1');
    await assertSucceeds(updateDoc(ref, { is_read: true }));
    await assertSucceeds(updateDoc(ref, { is_read: false }));
  });

  it('denies changing anything but is_read, a non-boolean is_read and other users', async () => {
    await seed();
    const ref = doc(t.as('alice'), 'notifications/n1');
    await assertFails(updateDoc(ref, { title: 'edited' }));
    await assertFails(updateDoc(ref, { is_read: true, user_id: 'bob' }));
    await assertFails(updateDoc(ref, { is_read: 'yes' }));
    await assertFails(updateDoc(doc(t.as('bob'), 'notifications/n1'), { is_read: true }));
  });

  it('denies a client creating or deleting a notification', async () => {
    await seed();
    const db = t.as('alice');
    await assertFails(addDoc(collection(db, 'notifications'), note('alice', { created_at: serverTimestamp() })));
    await assertFails(setDoc(doc(db, 'notifications/mine'), note('alice')));
    await assertFails(setDoc(doc(t.as('root', { admin: true }), 'notifications/x'), note('alice')));
    await assertFails(deleteDoc(doc(db, 'notifications/n1')));
  });
});

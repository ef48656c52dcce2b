// firestore.rules, accounts section: contact_messages — only the submitContactMessage callable
// writes them (Admin SDK); admins read; no client creates, edits or deletes, admins included.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
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
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();

const msg = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.com',
  subject: 'Question',
  message: 'How do refunds work?',
  created_at: serverTimestamp(),
  ...over,
});

describe('contact_messages: create', () => {
  it('denies a valid message from a visitor, a user and an admin: the callable writes them', async () => {
    await assertFails(addDoc(collection(t.anon(), 'contact_messages'), msg()));
    await assertFails(addDoc(collection(t.as('alice'), 'contact_messages'), msg({ lastName: '' })));
    await assertFails(addDoc(collection(t.as('root', { admin: true }), 'contact_messages'), msg()));
    await assertFails(setDoc(doc(t.anon(), 'contact_messages/c9'), msg({ status: 'new' })));
  });

  it('denies server-only fields and forged states too', async () => {
    const col = collection(t.anon(), 'contact_messages');
    await assertFails(addDoc(col, msg({ status: 'answered' })));
    await assertFails(addDoc(col, msg({ created_at: Timestamp.fromDate(new Date('2020-01-01')) })));
  });
});

describe('contact_messages: read and edit', () => {
  it('lets admins read; denies users and visitors', async () => {
    await t.seed((db) =>
      setDoc(doc(db, 'contact_messages/c1'), { ...msg(), status: 'new', created_at: Timestamp.now() }),
    );
    await assertSucceeds(getDoc(doc(t.as('root', { admin: true }), 'contact_messages/c1')));
    await assertSucceeds(getDocs(query(collection(t.as('root', { admin: true }), 'contact_messages'), limit(20))));
    await assertFails(getDoc(doc(t.as('alice'), 'contact_messages/c1')));
    await assertFails(getDoc(doc(t.anon(), 'contact_messages/c1')));
    await assertFails(getDocs(query(collection(t.as('alice'), 'contact_messages'), limit(20))));
  });

  it('denies updates and deletes, even by admins', async () => {
    await t.seed((db) =>
      setDoc(doc(db, 'contact_messages/c1'), { ...msg(), status: 'new', created_at: Timestamp.now() }),
    );
    await assertFails(updateDoc(doc(t.anon(), 'contact_messages/c1'), { subject: 'x' }));
    await assertFails(updateDoc(doc(t.as('root', { admin: true }), 'contact_messages/c1'), { status: 'answered' }));
    await assertFails(deleteDoc(doc(t.as('root', { admin: true }), 'contact_messages/c1')));
  });
});

// firestore.rules, accounts section: contact_messages — anyone may send one (validated like the
// domain contactMessageSchema, stamped with the server time); admins read; nobody edits.
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
  it('lets a visitor or a user send a valid message (lastName optional)', async () => {
    await assertSucceeds(addDoc(collection(t.anon(), 'contact_messages'), msg()));
    await assertSucceeds(addDoc(collection(t.as('alice'), 'contact_messages'), msg({ lastName: '' })));
    const { lastName: _drop, ...noLast } = msg();
    await assertSucceeds(addDoc(collection(t.anon(), 'contact_messages'), noLast));
  });

  it('denies extra keys and missing required fields', async () => {
    const col = collection(t.anon(), 'contact_messages');
    await assertFails(addDoc(col, msg({ status: 'answered' })));
    const { firstName: _f, ...noFirst } = msg();
    await assertFails(addDoc(col, noFirst));
    const { created_at: _c, ...noTime } = msg();
    await assertFails(addDoc(col, noTime));
  });

  it('denies blank, wrongly typed, malformed and oversized values, and a client clock', async () => {
    const col = collection(t.anon(), 'contact_messages');
    await assertFails(addDoc(col, msg({ firstName: '   ' })));
    await assertFails(addDoc(col, msg({ subject: '' })));
    await assertFails(addDoc(col, msg({ message: 42 })));
    await assertFails(addDoc(col, msg({ email: 'not-an-email' })));
    await assertFails(addDoc(col, msg({ firstName: 'f'.repeat(81) })));
    await assertFails(addDoc(col, msg({ subject: 's'.repeat(201) })));
    await assertFails(addDoc(col, msg({ message: 'm'.repeat(5001) })));
    await assertFails(addDoc(col, msg({ created_at: Timestamp.fromDate(new Date('2020-01-01')) })));
  });
});

describe('contact_messages: read and edit', () => {
  it('lets admins read; denies users and visitors', async () => {
    await t.seed((db) => setDoc(doc(db, 'contact_messages/c1'), { ...msg(), created_at: Timestamp.now() }));
    await assertSucceeds(getDoc(doc(t.as('root', { admin: true }), 'contact_messages/c1')));
    await assertSucceeds(getDocs(query(collection(t.as('root', { admin: true }), 'contact_messages'), limit(20))));
    await assertFails(getDoc(doc(t.as('alice'), 'contact_messages/c1')));
    await assertFails(getDoc(doc(t.anon(), 'contact_messages/c1')));
    await assertFails(getDocs(query(collection(t.as('alice'), 'contact_messages'), limit(20))));
  });

  it('denies updates and deletes, even by admins', async () => {
    await t.seed((db) => setDoc(doc(db, 'contact_messages/c1'), { ...msg(), created_at: Timestamp.now() }));
    await assertFails(updateDoc(doc(t.anon(), 'contact_messages/c1'), { subject: 'x' }));
    await assertFails(updateDoc(doc(t.as('root', { admin: true }), 'contact_messages/c1'), { subject: 'x' }));
    await assertFails(deleteDoc(doc(t.as('root', { admin: true }), 'contact_messages/c1')));
  });
});

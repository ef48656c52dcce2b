// firestore.rules, accounts section: mail — the Trigger Email queue is server-only.
import { assertFails } from '@firebase/rules-unit-testing';
import { mail as mailQueue, rateLimits } from '@skillsetu/domain';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();
const mail = mailQueue.make({
  to: 'victim@example.com',
  message: { subject: 'Reset', text: 'click', html: '<a>click</a>' },
  kind: 'password-reset',
});

describe('mail', () => {
  it('denies every client write: visitor, user and admin', async () => {
    await assertFails(addDoc(collection(t.anon(), 'mail'), mail));
    await assertFails(addDoc(collection(t.as('alice'), 'mail'), mail));
    await assertFails(setDoc(doc(t.as('root', { admin: true }), 'mail/m1'), mail));
  });

  it('denies every client read, including admins', async () => {
    await t.seed((db) => setDoc(doc(db, 'mail/m1'), mail));
    await assertFails(getDoc(doc(t.as('alice'), 'mail/m1')));
    await assertFails(getDoc(doc(t.as('root', { admin: true }), 'mail/m1')));
    await assertFails(getDocs(query(collection(t.as('alice'), 'mail'), limit(5))));
  });
});

describe('rate_limits', () => {
  it('denies every client read, write and list: the per-caller counters are server-only', async () => {
    const counter = rateLimits.make({ bucket: 'reset-10m', window_start: 0, count: 1 });
    await t.seed((db) => setDoc(doc(db, 'rate_limits/reset-10m_h1'), counter));
    await assertFails(getDoc(doc(t.anon(), 'rate_limits/reset-10m_h1')));
    await assertFails(getDoc(doc(t.as('alice'), 'rate_limits/reset-10m_h1')));
    await assertFails(getDoc(doc(t.as('root', { admin: true }), 'rate_limits/reset-10m_h1')));
    await assertFails(getDocs(query(collection(t.as('root', { admin: true }), 'rate_limits'), limit(5))));
    await assertFails(setDoc(doc(t.anon(), 'rate_limits/reset-10m_h1'), { ...counter, count: 0 }));
    await assertFails(setDoc(doc(t.as('alice'), 'rate_limits/reset-10m_h2'), counter));
    await assertFails(deleteDoc(doc(t.as('alice'), 'rate_limits/reset-10m_h1')));
  });
});

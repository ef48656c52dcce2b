// firestore.rules, accounts section: notification_preferences/{uid} — the owner's mail choices, and
// account_deletions/{uid}, deleteMyAccount's server-only record (docs/accounts.md).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { accountDeletions } from '@skillsetu/domain';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();

const choices = (over: Record<string, unknown> = {}) => ({
  messages: true,
  reminders: false,
  marketing: false,
  plans: true,
  payouts: true,
  updated_at: serverTimestamp(),
  ...over,
});

describe('notification_preferences', () => {
  it('lets the owner save, read and change their choices', async () => {
    const ref = doc(t.as('alice'), 'notification_preferences/alice');
    await assertSucceeds(setDoc(ref, choices()));
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(updateDoc(ref, { marketing: true, updated_at: serverTimestamp() }));
    // an unverified address may still choose what it is sent
    await assertSucceeds(
      setDoc(doc(t.as('newbie', { verified: false }), 'notification_preferences/newbie'), choices()),
    );
  });

  it("denies reading or writing another user's choices, and visitors", async () => {
    await t.seed((db) =>
      setDoc(doc(db, 'notification_preferences/alice'), { ...choices(), updated_at: Timestamp.now() }),
    );
    const ref = doc(t.as('mallory'), 'notification_preferences/alice');
    await assertFails(getDoc(ref));
    await assertFails(updateDoc(ref, { messages: false, updated_at: serverTimestamp() }));
    await assertFails(setDoc(ref, choices({ messages: false })));
    await assertFails(getDoc(doc(t.anon(), 'notification_preferences/alice')));
    await assertFails(setDoc(doc(t.anon(), 'notification_preferences/alice'), choices()));
  });

  it('denies extra keys, missing kinds, wrong types, a client time and deleting', async () => {
    const ref = doc(t.as('alice'), 'notification_preferences/alice');
    await assertFails(setDoc(ref, choices({ sms: true })));
    await assertFails(setDoc(ref, choices({ user_id: 'alice' })));
    const { payouts: _dropped, ...missing } = choices();
    await assertFails(setDoc(ref, missing));
    await assertFails(setDoc(ref, choices({ marketing: 'yes' })));
    await assertFails(setDoc(ref, choices({ messages: 1 })));
    await assertFails(setDoc(ref, choices({ updated_at: Timestamp.fromMillis(0) })));
    await assertSucceeds(setDoc(ref, choices()));
    await assertFails(updateDoc(ref, { reminders: null, updated_at: serverTimestamp() }));
    await assertFails(updateDoc(ref, { messages: false }));
    await assertFails(deleteDoc(ref));
  });
});

describe('account_deletions', () => {
  it('is server-only: nobody reads or writes it, not even the owner or an admin', async () => {
    await t.seed((db) => setDoc(doc(db, 'account_deletions/alice'), accountDeletions.make({ status: 'deleted' })));
    for (const db of [t.as('alice'), t.as('boss', { admin: true }), t.anon()]) {
      await assertFails(getDoc(doc(db, 'account_deletions/alice')));
      await assertFails(setDoc(doc(db, 'account_deletions/alice'), { status: 'deleting' }));
      await assertFails(deleteDoc(doc(db, 'account_deletions/alice')));
    }
  });
});

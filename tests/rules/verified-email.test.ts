// firestore.rules, verified e-mail (docs/decisions/170-verified-email.md): publishing a course,
// opening a conversation and sending a message need `email_verified` in the caller's ID token;
// drafts, reading and unpublishing do not.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';
import { createCounted, setPublishedCounted } from './course-batches';

const t = useRulesEnv();
const CID = 'lena_tom';

const course = (isActive: boolean) => ({
  trainer_id: 'tom',
  title: 'React from Scratch',
  // a published course needs 20+ characters of description (docs/decisions/133-course-lifecycle.md)
  description: 'Build real apps with React, one step at a time.',
  price: 4999,
  duration: '1-2 months',
  category: 'Web Development',
  skills: ['React'],
  mode: 'Online',
  batch_size: '6-10 students',
  prerequisites: null,
  is_active: isActive,
  created_at: Timestamp.now(),
});

/** Profiles of lena (learner) and tom (trainer, Starter plan, one counted draft), optionally their conversation. */
const seed = (withConversation: boolean) =>
  t.seed(async (db) => {
    await setDoc(doc(db, 'profiles/lena'), seedProfile('lena', 'learner'));
    await setDoc(doc(db, 'profiles/tom'), seedProfile('tom', 'trainer'));
    await setDoc(doc(db, 'courses/tom-0'), course(false));
    await setDoc(doc(db, 'course_counts/tom'), { total: 1, published: 0, course_id: 'tom-0' });
    if (withConversation) {
      await setDoc(doc(db, `conversations/${CID}`), {
        learner_id: 'lena',
        trainer_id: 'tom',
        participants: ['lena', 'tom'],
        created_at: Timestamp.now(),
        last_message_at: Timestamp.now(),
        unread: {},
        blocked_by: [],
      });
    }
  });

/** The app's send path: counter + message (and the conversation when `open`) in one batch. */
function send(db: Firestore, uid: string, open: boolean) {
  const batch = writeBatch(db);
  if (open) {
    batch.set(doc(db, `conversations/${CID}`), {
      learner_id: 'lena',
      trainer_id: 'tom',
      participants: ['lena', 'tom'],
      created_at: serverTimestamp(),
      last_message_at: serverTimestamp(),
      unread: {},
      blocked_by: [],
    });
  }
  batch.set(doc(db, `message_rates/${uid}`), {
    total: 1,
    count: 1,
    window_start: serverTimestamp(),
    conversation_id: CID,
  });
  batch.set(doc(db, `conversations/${CID}/messages/${uid}_1`), {
    sender_id: uid,
    text: 'Is the weekend batch still open?',
    created_at: serverTimestamp(),
  });
  return batch.commit();
}

/** A signed-in token that carries no email_verified claim at all (an account made without one). */
const noClaim = (uid: string) =>
  t
    .env()
    .authenticatedContext(uid, { email: `${uid}@example.com` })
    .firestore() as unknown as Firestore;

describe('publishing needs a verified e-mail', () => {
  it('an unverified trainer keeps drafts but cannot publish, on create or later', async () => {
    await seed(false);
    const db = t.as('tom', { verified: false });
    await assertSucceeds(createCounted(db, 'tom', 'tom-draft', course(false)));
    await assertFails(createCounted(db, 'tom', 'tom-live', course(true)));
    await assertFails(setPublishedCounted(db, 'tom', 'tom-0', true));
    await assertFails(setPublishedCounted(noClaim('tom'), 'tom', 'tom-0', true));
  });

  it('the same trainer publishes once verified', async () => {
    await seed(false);
    await assertSucceeds(setPublishedCounted(t.as('tom'), 'tom', 'tom-0', true));
    await assertSucceeds(createCounted(t.as('tom'), 'tom', 'tom-live', course(true)));
  });
});

describe('messaging needs a verified e-mail', () => {
  it('an unverified learner cannot open a conversation; verified, they can', async () => {
    await seed(false);
    await assertFails(send(t.as('lena', { verified: false }), 'lena', true));
    await assertFails(send(noClaim('lena'), 'lena', true));
    await assertSucceeds(send(t.as('lena'), 'lena', true));
  });

  it('an unverified participant cannot post into an existing conversation but still reads it', async () => {
    await seed(true);
    await assertFails(send(t.as('tom', { verified: false }), 'tom', false));
    await assertFails(send(t.as('lena', { verified: false }), 'lena', false));
    await assertSucceeds(getDoc(doc(t.as('lena', { verified: false }), `conversations/${CID}`)));
    await assertSucceeds(send(t.as('tom'), 'tom', false));
  });
});

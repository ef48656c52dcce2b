// firestore.rules, messaging section: conversations + messages (participants only, text 1–2,000,
// sender = auth uid, not after a block, 20 a minute through message_rates), contact requests and
// grants (server only, read by that learner and the trainer), presence, trainer_stats, reports.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { trainerStats } from '@skillsetu/domain';
import {
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const t = useRulesEnv();
const CID = 'learner1_trainer1';

const conversation = (over: Record<string, unknown> = {}) => ({
  learner_id: 'learner1',
  trainer_id: 'trainer1',
  participants: ['learner1', 'trainer1'],
  created_at: Timestamp.now(),
  last_message_at: Timestamp.now(),
  unread: {},
  blocked_by: [],
  ...over,
});

/** Profiles of both parties and (optionally) the conversation, with rules disabled. */
const seed = (conv: Record<string, unknown> | null = conversation(), rate: Record<string, unknown> | null = null) =>
  t.seed(async (db) => {
    await setDoc(doc(db, 'profiles/learner1'), seedProfile('learner1', 'learner'));
    await setDoc(doc(db, 'profiles/trainer1'), seedProfile('trainer1', 'trainer'));
    await setDoc(doc(db, 'profiles/learner2'), seedProfile('learner2', 'learner'));
    if (conv) {
      await setDoc(doc(db, `conversations/${CID}`), conv);
      await setDoc(doc(db, `conversations/${CID}/messages/seed_1`), {
        sender_id: 'trainer1',
        text: 'Hello',
        created_at: Timestamp.now(),
      });
    }
    if (rate) await setDoc(doc(db, 'message_rates/learner1'), rate);
  });

/** The app's send path: the counter and the message in one batch (web/src/features/messaging/api/send-message.ts). */
function send(
  db: Firestore,
  uid: string,
  opts: {
    cid?: string;
    text?: string;
    total?: number;
    mid?: string;
    reset?: boolean;
    message?: Record<string, unknown>;
    rate?: Record<string, unknown>;
    createConversation?: Record<string, unknown>;
  } = {},
) {
  const cid = opts.cid ?? CID;
  const total = opts.total ?? 1;
  const batch = writeBatch(db);
  if (opts.createConversation) batch.set(doc(db, `conversations/${cid}`), opts.createConversation);
  const rate =
    opts.rate ??
    (total === 1 || opts.reset
      ? { total, count: 1, window_start: serverTimestamp(), conversation_id: cid }
      : { total, count: increment(1), conversation_id: cid });
  batch.set(doc(db, `message_rates/${uid}`), rate, { merge: true });
  batch.set(doc(db, `conversations/${cid}/messages/${opts.mid ?? `${uid}_${total}`}`), {
    sender_id: uid,
    text: opts.text ?? 'Is the weekend batch still open?',
    created_at: serverTimestamp(),
    ...opts.message,
  });
  return batch.commit();
}

const newConversation = (over: Record<string, unknown> = {}) => ({
  ...conversation(),
  created_at: serverTimestamp(),
  last_message_at: serverTimestamp(),
  ...over,
});

describe('conversations: create and read', () => {
  it('lets the learner open the conversation with a trainer together with the first message', async () => {
    await seed(null);
    await assertSucceeds(send(t.as('learner1'), 'learner1', { createConversation: newConversation() }));
    await assertSucceeds(getDoc(doc(t.as('trainer1'), `conversations/${CID}`)));
  });

  it('lets a participant check a conversation that does not exist yet', async () => {
    await seed(null);
    await assertSucceeds(getDoc(doc(t.as('learner1'), `conversations/${CID}`)));
    await assertFails(getDoc(doc(t.as('learner2'), `conversations/${CID}`)));
  });

  it('denies a conversation under another id, for another learner, with a non-trainer, or with extra keys', async () => {
    await seed(null);
    const db = t.as('learner1');
    await assertFails(setDoc(doc(db, 'conversations/x_trainer1'), newConversation()));
    await assertFails(
      setDoc(
        doc(db, 'conversations/learner2_trainer1'),
        newConversation({ learner_id: 'learner2', participants: ['learner2', 'trainer1'] }),
      ),
    );
    await assertFails(
      setDoc(
        doc(db, 'conversations/learner1_learner2'),
        newConversation({ trainer_id: 'learner2', participants: ['learner1', 'learner2'] }),
      ),
    );
    await assertFails(setDoc(doc(db, `conversations/${CID}`), newConversation({ reported: false })));
    await assertFails(setDoc(doc(db, `conversations/${CID}`), newConversation({ unread: { trainer1: 5 } })));
    await assertFails(setDoc(doc(db, `conversations/${CID}`), newConversation({ blocked_by: ['trainer1'] })));
  });

  it('denies a third user reading the conversation, its messages or listing them', async () => {
    await seed();
    const third = t.as('learner2');
    await assertFails(getDoc(doc(third, `conversations/${CID}`)));
    await assertFails(getDoc(doc(third, `conversations/${CID}/messages/seed_1`)));
    await assertFails(getDocs(query(collection(third, `conversations/${CID}/messages`), limit(10))));
    await assertFails(getDoc(doc(t.anon(), `conversations/${CID}`)));
  });

  it('lists only your own conversations, at most 50 at a time', async () => {
    await seed();
    const mine = (uid: string, n: number) =>
      query(
        collection(t.as(uid), 'conversations'),
        where('participants', 'array-contains', uid),
        orderBy('last_message_at', 'desc'),
        limit(n),
      );
    await assertSucceeds(getDocs(mine('learner1', 50)));
    await assertSucceeds(getDocs(mine('trainer1', 50)));
    await assertFails(getDocs(mine('learner1', 51)));
    await assertFails(getDocs(query(collection(t.as('learner2'), 'conversations'), limit(10))));
    const thread = (uid: string, n: number) =>
      query(collection(t.as(uid), `conversations/${CID}/messages`), orderBy('created_at'), limit(n));
    await assertSucceeds(getDocs(thread('learner1', 50)));
    await assertFails(getDocs(thread('learner1', 51)));
  });

  it('lets admins read a conversation only after it was reported', async () => {
    await seed();
    const admin = t.as('admin1', { admin: true });
    await assertFails(getDoc(doc(admin, `conversations/${CID}`)));
    await assertFails(getDoc(doc(admin, `conversations/${CID}/messages/seed_1`)));
    await t.seed((db) => updateDoc(doc(db, `conversations/${CID}`), { reported: true }));
    await assertSucceeds(getDoc(doc(admin, `conversations/${CID}`)));
    await assertSucceeds(getDocs(query(collection(admin, `conversations/${CID}/messages`), limit(50))));
  });

  it('lets admins read a conversation whose learner disputed a class, and nobody else', async () => {
    await seed();
    const admin = t.as('admin1', { admin: true });
    // a participant cannot mark it disputed to expose it
    await assertFails(updateDoc(doc(t.as('learner1'), `conversations/${CID}`), { disputed: true }));
    await assertFails(updateDoc(doc(t.as('trainer1'), `conversations/${CID}`), { disputed: true }));
    await assertFails(getDoc(doc(admin, `conversations/${CID}`)));
    await t.seed((db) => updateDoc(doc(db, `conversations/${CID}`), { disputed: true }));
    await assertSucceeds(getDoc(doc(admin, `conversations/${CID}`)));
    await assertSucceeds(getDocs(query(collection(admin, `conversations/${CID}/messages`), limit(50))));
    await assertFails(getDoc(doc(t.as('learner2'), `conversations/${CID}`)));
    await assertFails(getDocs(query(collection(t.as('learner2'), `conversations/${CID}/messages`), limit(50))));
  });
});

describe('messages: create, edit', () => {
  it('lets both participants post', async () => {
    await seed();
    await assertSucceeds(send(t.as('learner1'), 'learner1'));
    await assertSucceeds(send(t.as('trainer1'), 'trainer1', { total: 1 }));
  });

  it('denies a third user writing into the conversation', async () => {
    await seed();
    await assertFails(send(t.as('learner2'), 'learner2'));
  });

  it('denies a forged sender', async () => {
    await seed();
    await assertFails(send(t.as('learner1'), 'learner1', { message: { sender_id: 'trainer1' } }));
  });

  it('denies editing or deleting a message, someone else’s or your own', async () => {
    await seed();
    await assertFails(updateDoc(doc(t.as('learner1'), `conversations/${CID}/messages/seed_1`), { text: 'Hacked' }));
    await assertFails(deleteDoc(doc(t.as('learner1'), `conversations/${CID}/messages/seed_1`)));
    await assertFails(updateDoc(doc(t.as('trainer1'), `conversations/${CID}/messages/seed_1`), { text: 'Edited' }));
  });

  it('denies empty, over-long and non-text messages, extra keys and a client time', async () => {
    await seed();
    const db = t.as('learner1');
    await assertSucceeds(send(db, 'learner1', { text: 'x'.repeat(2000) }));
    await assertFails(send(db, 'learner1', { total: 2, text: 'x'.repeat(2001) }));
    await assertFails(send(db, 'learner1', { total: 2, text: '   ' }));
    await assertFails(send(db, 'learner1', { total: 2, message: { text: { html: '<b>hi</b>' } } }));
    await assertFails(send(db, 'learner1', { total: 2, message: { html: '<script>' } }));
    await assertFails(
      send(db, 'learner1', { total: 2, message: { created_at: Timestamp.fromDate(new Date(2020, 1, 1)) } }),
    );
  });

  it('denies messaging after either party blocked the other, and allows it again after unblocking', async () => {
    await seed();
    await assertSucceeds(
      updateDoc(doc(t.as('trainer1'), `conversations/${CID}`), { blocked_by: arrayUnion('trainer1') }),
    );
    await assertFails(send(t.as('learner1'), 'learner1'));
    await assertFails(send(t.as('trainer1'), 'trainer1'));
    // the blocked learner cannot lift the trainer's block
    await assertFails(updateDoc(doc(t.as('learner1'), `conversations/${CID}`), { blocked_by: [] }));
    await assertSucceeds(updateDoc(doc(t.as('trainer1'), `conversations/${CID}`), { blocked_by: [] }));
    await assertSucceeds(send(t.as('learner1'), 'learner1'));
  });

  it('lets a participant reset only their own unread count, and never the server fields', async () => {
    await seed(
      conversation({ unread: { learner1: 3, trainer1: 1 }, last_message: { text: 'Hi', sender_id: 'trainer1' } }),
    );
    const db = t.as('learner1');
    await assertSucceeds(updateDoc(doc(db, `conversations/${CID}`), { 'unread.learner1': 0 }));
    await assertFails(updateDoc(doc(db, `conversations/${CID}`), { 'unread.trainer1': 0 }));
    await assertFails(updateDoc(doc(db, `conversations/${CID}`), { 'unread.learner1': 7 }));
    await assertFails(updateDoc(doc(db, `conversations/${CID}`), { reported: true }));
    await assertFails(
      updateDoc(doc(db, `conversations/${CID}`), { last_message: { text: 'Fake', sender_id: 'trainer1' } }),
    );
    await assertFails(updateDoc(doc(db, `conversations/${CID}`), { learner_name: 'Someone else' }));
    await assertFails(updateDoc(doc(db, `conversations/${CID}`), { blocked_by: ['trainer1'] }));
    await assertFails(updateDoc(doc(t.as('learner2'), `conversations/${CID}`), { 'unread.learner2': 0 }));
  });
});

describe('messages: 20 a minute (message_rates)', () => {
  it('allows the 20th message of a window and denies the 21st', async () => {
    await seed(conversation(), { total: 19, count: 19, window_start: Timestamp.now(), conversation_id: CID });
    const db = t.as('learner1');
    await assertSucceeds(send(db, 'learner1', { total: 20 }));
    await assertFails(send(db, 'learner1', { total: 21 }));
    // a new window may not start within the minute
    await assertFails(send(db, 'learner1', { total: 21, reset: true }));
  });

  it('starts a new window once the minute is over', async () => {
    const old = Timestamp.fromMillis(Date.now() - 61_000);
    await seed(conversation(), { total: 40, count: 20, window_start: old, conversation_id: CID });
    await assertSucceeds(send(t.as('learner1'), 'learner1', { total: 41, reset: true }));
  });

  it('denies a message without a counter write, at another id, two per counter write, or a forged counter', async () => {
    await seed(conversation(), { total: 5, count: 5, window_start: Timestamp.now(), conversation_id: CID });
    const db = t.as('learner1');
    await assertFails(
      setDoc(doc(db, `conversations/${CID}/messages/learner1_6`), {
        sender_id: 'learner1',
        text: 'no counter',
        created_at: serverTimestamp(),
      }),
    );
    await assertFails(send(db, 'learner1', { total: 6, mid: 'learner1_99' }));
    await assertFails(send(db, 'learner1', { total: 6, rate: { total: 6, count: 0, conversation_id: CID } }));
    await assertFails(send(db, 'learner1', { total: 7, rate: { total: 7, count: 6, conversation_id: CID } }));
    const batch = writeBatch(db);
    batch.set(
      doc(db, 'message_rates/learner1'),
      { total: 6, count: increment(1), conversation_id: CID },
      { merge: true },
    );
    for (const id of ['learner1_6', 'learner1_6b'])
      batch.set(doc(db, `conversations/${CID}/messages/${id}`), {
        sender_id: 'learner1',
        text: 'x',
        created_at: serverTimestamp(),
      });
    await assertFails(batch.commit());
    await assertFails(getDoc(doc(t.as('learner2'), 'message_rates/learner1')));
  });
});

describe('contact requests and grants', () => {
  /** `uid`'s query for `learner`'s documents about trainer1 in `name`, with `n` as the limit (none when undefined). */
  const learnerQuery = (name: string, uid: string, learner: string, n?: number) =>
    query(
      collection(t.as(uid), name),
      where('learner_id', '==', learner),
      where('trainer_id', '==', 'trainer1'),
      ...(n === undefined ? [] : [limit(n)]),
    );
  const seedContact = (grant: boolean) =>
    t.seed(async (db) => {
      await setDoc(doc(db, 'contact_requests/trainer1_learner1'), {
        trainer_id: 'trainer1',
        learner_id: 'learner1',
        learner_name: 'Learner One',
        note: 'Please share your number',
        status: grant ? 'approved' : 'pending',
        created_at: Timestamp.now(),
      });
      if (grant)
        await setDoc(doc(db, 'contact_grants/trainer1_learner1'), {
          trainer_id: 'trainer1',
          learner_id: 'learner1',
          email: 'trainer1@example.com',
          phone: '+91 98765 43210',
          granted_at: Timestamp.now(),
        });
    });

  it('lets that learner and the trainer read a grant, and nobody else', async () => {
    await seedContact(true);
    await assertSucceeds(getDoc(doc(t.as('learner1'), 'contact_grants/trainer1_learner1')));
    await assertSucceeds(getDoc(doc(t.as('trainer1'), 'contact_grants/trainer1_learner1')));
    await assertFails(getDoc(doc(t.as('learner2'), 'contact_grants/trainer1_learner1')));
    await assertFails(getDoc(doc(t.anon(), 'contact_grants/trainer1_learner1')));
    await assertFails(getDocs(query(collection(t.as('learner1'), 'contact_grants'), limit(10))));
  });

  it("lets that learner query their grants (at most 50), and nobody else's", async () => {
    await seedContact(true);
    const snap = await assertSucceeds(getDocs(learnerQuery('contact_grants', 'learner1', 'learner1', 1)));
    if (snap.docs[0]?.get('phone') !== '+91 98765 43210') throw new Error('the grant is not in the result');
    await assertFails(getDocs(learnerQuery('contact_grants', 'learner1', 'learner1', 51)));
    await assertFails(getDocs(learnerQuery('contact_grants', 'learner1', 'learner1')));
    await assertFails(getDocs(learnerQuery('contact_grants', 'learner2', 'learner1', 1)));
    await assertFails(getDocs(learnerQuery('contact_grants', 'trainer1', 'learner1', 1)));
    await assertFails(
      getDocs(query(collection(t.anon(), 'contact_grants'), where('learner_id', '==', 'learner1'), limit(1))),
    );
  });

  it('shows no contact details without a grant or after revocation', async () => {
    await seedContact(true);
    await t.seed((db) => deleteDoc(doc(db, 'contact_grants/trainer1_learner1')));
    const snap = await assertSucceeds(getDoc(doc(t.as('learner1'), 'contact_grants/trainer1_learner1')));
    if (snap.exists()) throw new Error('a revoked grant is still readable');
    await assertFails(getDoc(doc(t.as('learner1'), 'trainer_profiles/trainer1')));
  });

  it('denies a learner granting themself or approving their own request', async () => {
    await seedContact(false);
    const db = t.as('learner1');
    await assertFails(
      setDoc(doc(db, 'contact_grants/trainer1_learner1'), {
        trainer_id: 'trainer1',
        learner_id: 'learner1',
        email: 'x@example.com',
        phone: '1',
      }),
    );
    await assertFails(updateDoc(doc(db, 'contact_requests/trainer1_learner1'), { status: 'approved' }));
    await assertFails(
      setDoc(doc(db, 'contact_requests/trainer1_learner2'), { trainer_id: 'trainer1', learner_id: 'learner1' }),
    );
  });

  it('lets the trainer list their own requests (at most 50) and the learner read theirs', async () => {
    await seedContact(false);
    const trainerQ = (uid: string, n: number) =>
      query(collection(t.as(uid), 'contact_requests'), where('trainer_id', '==', uid), limit(n));
    await assertSucceeds(getDocs(trainerQ('trainer1', 50)));
    await assertFails(getDocs(trainerQ('trainer1', 51)));
    await assertFails(
      getDocs(query(collection(t.as('learner2'), 'contact_requests'), where('trainer_id', '==', 'trainer1'), limit(5))),
    );
    await assertSucceeds(getDoc(doc(t.as('learner1'), 'contact_requests/trainer1_learner1')));
    await assertFails(getDoc(doc(t.as('learner2'), 'contact_requests/trainer1_learner1')));
  });

  it('lets the learner query their own requests (at most 50), and nobody else theirs', async () => {
    await seedContact(false);
    const snap = await assertSucceeds(getDocs(learnerQuery('contact_requests', 'learner1', 'learner1', 1)));
    if (snap.docs[0]?.get('status') !== 'pending') throw new Error('the request is not in the result');
    await assertFails(getDocs(learnerQuery('contact_requests', 'learner1', 'learner1', 51)));
    await assertFails(getDocs(learnerQuery('contact_requests', 'learner1', 'learner1')));
    await assertFails(getDocs(learnerQuery('contact_requests', 'learner2', 'learner1', 1)));
    await assertFails(
      getDocs(query(collection(t.anon(), 'contact_requests'), where('learner_id', '==', 'learner1'), limit(1))),
    );
  });
});

describe('presence, trainer_stats, reports', () => {
  it('lets the owner stamp last_seen_at with the server time only', async () => {
    const db = t.as('learner1');
    await assertSucceeds(setDoc(doc(db, 'presence/learner1'), { last_seen_at: serverTimestamp() }));
    await assertFails(setDoc(doc(db, 'presence/learner1'), { last_seen_at: Timestamp.fromMillis(0) }));
    await assertFails(setDoc(doc(db, 'presence/learner2'), { last_seen_at: serverTimestamp() }));
    await assertFails(setDoc(doc(db, 'presence/learner1'), { last_seen_at: serverTimestamp(), away: true }));
  });

  it('lets anyone read the response time but nobody write it; reports are admin-only', async () => {
    await t.seed((db) => setDoc(doc(db, 'trainer_stats/trainer1'), trainerStats.make()));
    await assertSucceeds(getDoc(doc(t.anon(), 'trainer_stats/trainer1')));
    await assertFails(setDoc(doc(t.as('trainer1'), 'trainer_stats/trainer1'), { response_time_label: 'Instantly' }));
    await assertFails(getDoc(doc(t.as('trainer1'), 'trainer_response_samples/trainer1')));
    await assertFails(setDoc(doc(t.as('learner1'), `conversation_reports/${CID}_learner1`), { reason: 'x' }));
    await assertFails(getDocs(query(collection(t.as('learner1'), 'conversation_reports'), limit(5))));
    await assertSucceeds(getDocs(query(collection(t.as('a', { admin: true }), 'conversation_reports'), limit(50))));
  });
});

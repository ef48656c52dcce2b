import { presence } from '@skillsetu/domain';
// The messaging functions on the emulators (no mocks): onMessageCreated's summary, unread count,
// one notification per conversation until read, the away mail and the response time; the contact
// request callables; reporting. Writes go in with the Admin SDK (rules are tested in tests/rules).
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, callErrorCode, closeApps, eventually, newUser, type Client } from '../mail/accounts-test-env';

const db = adminDb();
afterAll(closeApps);

type User = Client & { uid: string; email: string };

async function withProfile(label: string, userType: 'learner' | 'trainer', phone: string | null = null): Promise<User> {
  const user = await newUser(label);
  await db.doc(`profiles/${user.uid}`).set({
    full_name: `${label} name`,
    email: user.email,
    user_type: userType,
    phone,
    city: null,
    avatar_url: null,
    updated_at: Timestamp.now(),
  });
  return user;
}

async function conversationBetween(learner: User, trainer: User): Promise<string> {
  const cid = `${learner.uid}_${trainer.uid}`;
  await db.doc(`conversations/${cid}`).set({
    learner_id: learner.uid,
    trainer_id: trainer.uid,
    participants: [learner.uid, trainer.uid],
    created_at: Timestamp.now(),
    last_message_at: Timestamp.now(),
    unread: {},
    blocked_by: [],
  });
  return cid;
}

let n = 0;
async function post(cid: string, sender: User, text: string, at = new Date()): Promise<void> {
  n += 1;
  await db.doc(`conversations/${cid}/messages/${sender.uid}_${n}`).set({
    sender_id: sender.uid,
    text,
    created_at: Timestamp.fromDate(at),
  });
}

const unreadOf = async (cid: string, uid: string) =>
  ((await db.doc(`conversations/${cid}`).get()).get(`unread.${uid}`) as number | undefined) ?? 0;

describe('onMessageCreated', { timeout: 120_000 }, () => {
  it('updates the summary, counts unread, notifies once until read and mails an away recipient', async () => {
    const learner = await withProfile('asker', 'learner');
    const trainer = await withProfile('answerer', 'trainer');
    const cid = await conversationBetween(learner, trainer);
    await post(cid, learner, 'Is the weekend batch still open? https://example.com <b>x</b>');
    await eventually(async () => ((await unreadOf(cid, trainer.uid)) === 1 ? true : undefined));
    const conv = (await db.doc(`conversations/${cid}`).get()).data()!;
    expect(conv.learner_name).toBe('asker name');
    expect(conv.trainer_name).toBe('answerer name');
    expect(conv.last_message).toEqual({
      text: 'Is the weekend batch still open? https://example.com <b>x</b>',
      sender_id: learner.uid,
    });
    const notifRef = db.doc(`notifications/message_${cid}_${trainer.uid}`);
    const notif = (await notifRef.get()).data()!;
    expect(notif).toMatchObject({ user_id: trainer.uid, is_read: false, action_url: `/messages?c=${cid}` });
    const mails = await db.collection('mail').where('to', '==', trainer.email).get();
    expect(mails.size).toBe(1);
    expect(mails.docs[0]!.get('message.html')).toContain('&#60;b&#62;x&#60;/b&#62;');

    // a second message before it is read: unread 2, still one notification, no second mail
    const firstCreated = notif.created_at as Timestamp;
    await post(cid, learner, 'Also, do you teach on Sundays?');
    await eventually(async () => ((await unreadOf(cid, trainer.uid)) === 2 ? true : undefined));
    expect(((await notifRef.get()).get('created_at') as Timestamp).isEqual(firstCreated)).toBe(true);
    expect((await db.collection('mail').where('to', '==', trainer.email).get()).size).toBe(1);
    const all = await db.collection('notifications').where('user_id', '==', trainer.uid).get();
    expect(all.docs.filter((d) => d.id.startsWith('message_'))).toHaveLength(1);

    // read, and the trainer is active now: the next message notifies again, without mail
    await notifRef.update({ is_read: true });
    await db.doc(presence.path(trainer.uid)).set(presence.make({ last_seen_at: new Date() }));
    await post(cid, learner, 'Thanks!');
    await eventually(async () => ((await notifRef.get()).get('is_read') === false ? true : undefined));
    expect((await db.collection('mail').where('to', '==', trainer.email).get()).size).toBe(1);
  });

  it("records the trainer's first reply as the response time", async () => {
    const learner = await withProfile('waiting', 'learner');
    const trainer = await withProfile('quick', 'trainer');
    const cid = await conversationBetween(learner, trainer);
    const asked = new Date(Date.now() - 90 * 60_000);
    await post(cid, learner, 'Hello?', asked);
    await eventually(async () => ((await unreadOf(cid, trainer.uid)) === 1 ? true : undefined));
    await post(cid, trainer, 'Hi! Yes.');
    const stats = await eventually(async () => (await db.doc(`trainer_stats/${trainer.uid}`).get()).data());
    expect(stats.response_time_label).toBe('Usually within 2 hours');
    expect(stats.response_samples).toBe(1);
    expect(await unreadOf(cid, learner.uid)).toBe(1);
  });
});

describe('contact requests', { timeout: 120_000 }, () => {
  it('shares email and phone only after approval, and stops on revocation', async () => {
    const learner = await withProfile('curious', 'learner');
    const trainer = await withProfile('sharing', 'trainer', '+91 98765 43210');
    const key = `${trainer.uid}_${learner.uid}`;
    expect(
      await learner.call('requestContact', { trainerId: trainer.uid, note: 'Can we talk about a batch?' }),
    ).toEqual({
      status: 'pending',
    });
    // asking twice keeps one request
    expect(await learner.call('requestContact', { trainerId: trainer.uid, note: 'Again' })).toEqual({
      status: 'pending',
    });
    expect((await db.doc(`contact_requests/${key}`).get()).get('note')).toBe('Can we talk about a batch?');
    expect((await db.doc(`notifications/contact_${key}`).get()).get('user_id')).toBe(trainer.uid);
    expect((await db.doc(`contact_grants/${key}`).get()).exists).toBe(false);

    // the learner cannot approve their own request
    expect(await callErrorCode(learner.call('respondContactRequest', { learnerId: learner.uid, approve: true }))).toBe(
      'permission-denied',
    );
    expect(await trainer.call('respondContactRequest', { learnerId: learner.uid, approve: true })).toEqual({
      status: 'approved',
    });
    const grant = (await db.doc(`contact_grants/${key}`).get()).data()!;
    expect(grant).toMatchObject({
      trainer_id: trainer.uid,
      learner_id: learner.uid,
      email: trainer.email,
      phone: '+91 98765 43210',
    });
    // approving again is idempotent; declining after approval is refused
    expect(await trainer.call('respondContactRequest', { learnerId: learner.uid, approve: true })).toEqual({
      status: 'approved',
    });
    expect(await callErrorCode(trainer.call('respondContactRequest', { learnerId: learner.uid, approve: false }))).toBe(
      'failed-precondition',
    );
    expect(await trainer.call('revokeContactGrant', { learnerId: learner.uid })).toEqual({ status: 'revoked' });
    expect((await db.doc(`contact_grants/${key}`).get()).exists).toBe(false);
    expect((await db.doc(`contact_requests/${key}`).get()).get('status')).toBe('revoked');
  });

  it("the learner's notification names what was shared: email and phone, or only the email", async () => {
    const learner = await withProfile('noted', 'learner');
    const withPhone = await withProfile('phoned', 'trainer', '+91 98765 43210');
    const noPhone = await withProfile('mailonly', 'trainer');
    for (const trainer of [withPhone, noPhone]) {
      await learner.call('requestContact', { trainerId: trainer.uid, note: 'Hello' });
      await trainer.call('respondContactRequest', { learnerId: learner.uid, approve: true });
    }
    const note = async (t: User) =>
      (await db.doc(`notifications/contact_${t.uid}_${learner.uid}_approved`).get()).get('message') as string;
    expect(await note(withPhone)).toBe('phoned name shared their email and phone with you.');
    expect(await note(noPhone)).toBe('mailonly name shared their email with you.');
  });

  it('rejects bad input and unknown trainers; a declined request shares nothing', async () => {
    const learner = await withProfile('odd', 'learner');
    const other = await withProfile('other', 'learner');
    expect(await callErrorCode(learner.call('requestContact', { trainerId: other.uid, note: 'hi' }))).toBe('not-found');
    expect(await callErrorCode(learner.call('requestContact', { trainerId: 'x/../y', note: 'hi' }))).toBe(
      'invalid-argument',
    );
    expect(await callErrorCode(learner.call('requestContact', { trainerId: other.uid, note: 'x'.repeat(301) }))).toBe(
      'invalid-argument',
    );
    const trainer = await withProfile('declining', 'trainer');
    await learner.call('requestContact', { trainerId: trainer.uid, note: 'Please?' });
    expect(await trainer.call('respondContactRequest', { learnerId: learner.uid, approve: false })).toEqual({
      status: 'declined',
    });
    expect((await db.doc(`contact_grants/${trainer.uid}_${learner.uid}`).get()).exists).toBe(false);
    expect(await callErrorCode(trainer.call('respondContactRequest', { learnerId: other.uid, approve: true }))).toBe(
      'not-found',
    );
  });
});

describe('reportConversation', { timeout: 120_000 }, () => {
  it('lets a participant report (admins may then read it) and refuses anyone else', async () => {
    const learner = await withProfile('reporter', 'learner');
    const trainer = await withProfile('reported', 'trainer');
    const third = await withProfile('outsider', 'learner');
    const cid = await conversationBetween(learner, trainer);
    const reason = 'The trainer asked me to pay outside SkillSetu.';
    expect(await callErrorCode(third.call('reportConversation', { conversationId: cid, reason }))).toBe('not-found');
    expect(await callErrorCode(learner.call('reportConversation', { conversationId: cid, reason: 'bad' }))).toBe(
      'invalid-argument',
    );
    expect(await learner.call('reportConversation', { conversationId: cid, reason })).toEqual({ reported: true });
    expect((await db.doc(`conversations/${cid}`).get()).get('reported')).toBe(true);
    expect((await db.doc(`conversation_reports/${cid}_${learner.uid}`).get()).data()).toMatchObject({
      conversation_id: cid,
      reporter_id: learner.uid,
      reported_id: trainer.uid,
      reason,
      status: 'open',
    });
  });
});

import { FORMER_LEARNER, FORMER_TRAINER, trainerCards } from '@skillsetu/domain';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  callErrorCode,
  closeApps,
  eventually,
  newClient,
  newUser,
  type Client,
} from '../mail/accounts-test-env';
import { signedInRecently } from './delete-my-account';

// "Delete my account" (docs/accounts.md, docs/decisions/172-account-deletion.md) on the emulators:
// the Auth user and public traces go, reviews and messages stay under "Former …", money records stay,
// and a trainer with learners or money open is refused.
const db = adminDb();
afterAll(closeApps);

type User = Client & { uid: string; email: string };
const now = () => Timestamp.now();
const exists = async (path: string) => (await db.doc(path).get()).exists;
const authUserGone = async (uid: string) =>
  getAdminAuth()
    .getUser(uid)
    .then(
      () => false,
      (e: { code?: string }) => e.code === 'auth/user-not-found',
    );

async function withProfile(label: string, userType: 'learner' | 'trainer'): Promise<User> {
  const user = await newUser(label);
  await db.doc(`profiles/${user.uid}`).set({
    full_name: `${label} name`,
    email: user.email,
    user_type: userType,
    phone: '9876543210',
    city: 'Pune',
    avatar_url: null,
    updated_at: now(),
  });
  return user;
}

/** A trainer with a profile, a public card, a published course and one payout in `transferStatus`. */
async function trainerWithCourse(label: string, transferStatus: string): Promise<User & { courseId: string }> {
  const t = await withProfile(label, 'trainer');
  const courseId = `course_${t.uid}`;
  await Promise.all([
    db
      .doc(`trainer_profiles/${t.uid}`)
      .set({ user_id: t.uid, full_name: `${label} name`, email: t.email, specialization: 'Yoga', created_at: now() }),
    db.doc(trainerCards.path(t.uid)).set(trainerCards.make({ uid: t.uid, name: `${label} name` })),
    db.doc(`courses/${courseId}`).set({
      trainer_id: t.uid,
      title: 'Morning Yoga',
      price: 999,
      category: 'Fitness',
      is_active: true,
      created_at: now(),
    }),
    db.doc(`transfers/order_${t.uid}`).set({
      order_id: `order_${t.uid}`,
      trainer_id: t.uid,
      amount: 84900,
      original_amount: 84900,
      status: transferStatus,
      on_hold_until: now(),
      created_at: now(),
    }),
    db
      .doc(`statement_lines/line_${t.uid}`)
      .set({ trainer_id: t.uid, kind: 'sale', month: '2026-11', net_paise: 84900 }),
  ]);
  return { ...t, courseId };
}

describe('deleteMyAccount', { timeout: 120_000 }, () => {
  it('deletes a learner: Auth user, profile and traces go; reviews and messages stay as "Former learner"; orders stay', async () => {
    const [learner, trainer] = await Promise.all([withProfile('leaver', 'learner'), withProfile('stayer', 'trainer')]);
    const cid = `${learner.uid}_${trainer.uid}`;
    await Promise.all([
      db
        .doc(`learner_profiles/${learner.uid}`)
        .set({ user_id: learner.uid, learning_goals: 'x', experience_level: 'beginner', interests: [] }),
      db
        .doc(`notification_preferences/${learner.uid}`)
        .set({ messages: false, reminders: true, marketing: false, plans: true, payouts: true }),
      db.doc(`notifications/n_${learner.uid}`).set({ user_id: learner.uid, title: 'Hi', is_read: false }),
      db.doc(`orders/order_${learner.uid}`).set({ uid: learner.uid, amount: 99900, status: 'paid', created_at: now() }),
      db
        .doc(`reviews/r_${learner.uid}`)
        .set({ learner_id: learner.uid, trainer_id: trainer.uid, learner_name: 'leaver name', rating: 5 }),
      db.doc(`conversations/${cid}`).set({
        participants: [learner.uid, trainer.uid],
        learner_id: learner.uid,
        trainer_id: trainer.uid,
        learner_name: 'leaver name',
        trainer_name: 'stayer name',
      }),
      db
        .doc(`conversations/${cid}/messages/${learner.uid}_1`)
        .set({ sender_id: learner.uid, text: 'Thanks for the class', counted: true }),
    ]);

    // a double click, or two tabs: both calls succeed and the end state is the same
    const results = await Promise.all([learner.call('deleteMyAccount', null), learner.call('deleteMyAccount', null)]);
    expect(results).toEqual([{ deleted: true }, { deleted: true }]);

    expect(await authUserGone(learner.uid)).toBe(true);
    for (const path of [
      `profiles/${learner.uid}`,
      `learner_profiles/${learner.uid}`,
      `notification_preferences/${learner.uid}`,
      `notifications/n_${learner.uid}`,
    ]) {
      expect(await exists(path), path).toBe(false);
    }
    expect((await db.doc(`reviews/r_${learner.uid}`).get()).get('learner_name')).toBe(FORMER_LEARNER);
    const conv = (await db.doc(`conversations/${cid}`).get()).data();
    expect(conv).toMatchObject({ learner_name: FORMER_LEARNER, trainer_name: 'stayer name' });
    expect(await exists(`conversations/${cid}/messages/${learner.uid}_1`)).toBe(true);
    expect((await db.doc(`orders/order_${learner.uid}`).get()).get('amount')).toBe(99900);
    expect((await db.doc(`account_deletions/${learner.uid}`).get()).get('status')).toBe('deleted');

    // signing in again fails; the other party's account is untouched
    const again = newClient('leaver-again');
    await expect(signInWithEmailAndPassword(again.auth, learner.email, 'secret123')).rejects.toThrow();
    expect(await exists(`profiles/${trainer.uid}`)).toBe(true);
  });

  it('refuses a trainer while a payout is held, and deletes once it is released; money records stay', async () => {
    const t = await trainerWithCourse('heldpay', 'held');
    const learner = await withProfile('pupil', 'learner');
    const cid = `${learner.uid}_${t.uid}`;
    await db.doc(`conversations/${cid}`).set({
      participants: [learner.uid, t.uid],
      learner_id: learner.uid,
      trainer_id: t.uid,
      learner_name: 'pupil name',
      trainer_name: 'heldpay name',
    });

    const refused = t.call('deleteMyAccount', null);
    await expect(refused).rejects.toThrow(
      '₹849 of your payouts is still held. Wait until it is released to your bank account first.',
    );
    expect(await callErrorCode(t.call('deleteMyAccount', null))).toBe('failed-precondition');
    expect(await exists(`profiles/${t.uid}`)).toBe(true);
    expect(await authUserGone(t.uid)).toBe(false);

    await db.doc(`transfers/order_${t.uid}`).update({ status: 'released' });
    expect(await t.call('deleteMyAccount', null)).toEqual({ deleted: true });
    expect(await authUserGone(t.uid)).toBe(true);
    expect(await exists(`trainer_profiles/${t.uid}`)).toBe(false);
    await eventually(async () => ((await exists(`trainer_cards/${t.uid}`)) ? undefined : true));
    expect((await db.doc(`courses/${t.courseId}`).get()).get('is_active')).toBe(false);
    expect((await db.doc(`conversations/${cid}`).get()).get('trainer_name')).toBe(FORMER_TRAINER);
    expect(await exists(`transfers/order_${t.uid}`)).toBe(true);
    expect(await exists(`statement_lines/line_${t.uid}`)).toBe(true);
  });

  it('refuses a trainer with a running batch with learners or an open payout debit, saying what to do', async () => {
    const t = await trainerWithCourse('busy', 'settled');
    await db.doc(`batches/b_${t.uid}`).set({
      id: `b_${t.uid}`,
      course_id: t.courseId,
      trainer_id: t.uid,
      starts_at: now(),
      seats: 10,
      seats_taken: 2,
      status: 'running',
    });
    await db.doc(`payout_debits/rf_${t.uid}`).set({
      trainer_id: t.uid,
      order_id: 'o',
      refund_id: `rf_${t.uid}`,
      amount_paise: 50000,
      recovered_paise: 10000,
      status: 'open',
      reversal: 'refused',
      refunded_at: now(),
      created_at: now(),
    });
    const message = await t.call('deleteMyAccount', null).then(
      () => '',
      (e: Error) => e.message,
    );
    expect(message).toContain('You have 1 scheduled or running batch with learners. Finish or cancel it');
    expect(message).toContain('You owe ₹400 for refunds after payout.');
    expect(await exists(`trainer_cards/${t.uid}`)).toBe(true);
    expect((await db.doc(`courses/${t.courseId}`).get()).get('is_active')).toBe(true);
  });

  it('refuses a signed-out caller', async () => {
    expect(await callErrorCode(newClient('nobody').call('deleteMyAccount', null))).toBe('unauthenticated');
  });
});

describe('signedInRecently', () => {
  it('accepts a sign-in within 5 minutes and refuses an older or missing one', () => {
    const nowMs = Date.UTC(2026, 10, 25, 12);
    expect(signedInRecently(nowMs / 1000 - 60, nowMs)).toBe(true);
    expect(signedInRecently(nowMs / 1000 - 301, nowMs)).toBe(false);
    expect(signedInRecently(undefined, nowMs)).toBe(false);
  });
});

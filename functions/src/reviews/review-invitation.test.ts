// Reviews after learning (docs/decisions/208-reviews-after-learning.md): the emulators and the
// Razorpay double, no mocks. A batch learner's review is refused by the rules until they attended a
// class; the invitation (in-app + a mail when reminders are on) arrives after the first attended
// class, once, also when invitations race; an absent learner is not invited.
import { REVIEW_GATE_TEXT, type MarkAttendanceRequest } from '@skillsetu/domain';
import { connectFirestoreEmulator, doc, getFirestore, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, ports } from '../../../scripts/lib/ports.mjs';
import { settled } from '../lib/test-wait';
import { closeApps, type TestUser } from '../payments/payments-test-env';
import { PAYOUT_TEST_TIMEOUT_MS, useRazorpayConfigHere } from '../payouts/payouts-test-env';
import { batchWithLearners, begun, db, notesOf, planDates, sessionsTrainer } from '../sessions/sessions-test-env';
import { inviteReviewOnce } from './review-invitation';

const T = { timeout: PAYOUT_TEST_TIMEOUT_MS };
let trainer: TestUser;
beforeAll(async () => {
  useRazorpayConfigHere();
  trainer = await sessionsTrainer();
}, PAYOUT_TEST_TIMEOUT_MS);
afterAll(closeApps);

const mark = (req: MarkAttendanceRequest) => trainer.call<MarkAttendanceRequest, object>('markAttendance', req);

/** The learner writes a review through firestore.rules (client SDK), as the web app does. */
function writeReview(u: TestUser, courseId: string): Promise<void> {
  const fs = getFirestore(u.app);
  try {
    connectFirestoreEmulator(fs, HOST, ports().firestore);
  } catch {
    // Already connected (a second review by the same user).
  }
  return setDoc(doc(fs, `reviews/${courseId}_${u.uid}`), {
    course_id: courseId,
    trainer_id: trainer.uid,
    learner_id: u.uid,
    learner_name: 'Test L.',
    rating: 5,
    text: 'Patient trainer and clear classes.',
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
}

const denied = (p: Promise<unknown>) =>
  p.then(
    () => 'allowed',
    (e: { code?: string }) => String(e.code),
  );

describe('reviews after learning', () => {
  it('refuses a review before the first attended class, invites once after it', T, async () => {
    const { courseId, batchId, learners } = await batchWithLearners(trainer, 2, 24);
    const [a, b] = learners as [TestUser, TestUser];
    await planDates(trainer, batchId, [26, 50, 74]);
    expect(await denied(writeReview(a, courseId))).toBe('permission-denied');

    await begun(batchId, 1, 50);
    await mark({ batchId, n: 1, present: [a.uid], lessons: [] });
    const invited = await settled(
      () => notesOf(a.uid, REVIEW_GATE_TEXT.inviteTitle),
      (n) => n.length > 0,
    );
    expect(invited.map((d) => d.id)).toEqual([`review_invite_${courseId}_${a.uid}`]);
    expect(invited[0]?.get('action_url')).toBe('/my-learning');
    const mail = await db.doc(`mail/review_invite_${courseId}_${a.uid}`).get();
    expect(mail.get('to')).toBe(a.email);
    expect(mail.get('kind')).toBe('review-invitation');
    // b was absent: no invitation, and still no review.
    expect(await notesOf(b.uid, REVIEW_GATE_TEXT.inviteTitle)).toHaveLength(0);
    expect(await denied(writeReview(b, courseId))).toBe('permission-denied');
    expect(await denied(writeReview(a, courseId))).toBe('allowed');

    // A second attended class, and racing invitations, send nothing more.
    await begun(batchId, 2, 25);
    await mark({ batchId, n: 2, present: [a.uid, b.uid], lessons: [] });
    await settled(
      () => notesOf(b.uid, REVIEW_GATE_TEXT.inviteTitle),
      (n) => n.length > 0,
    );
    const raced = await Promise.all([1, 2, 3].map(() => inviteReviewOnce(db, `${courseId}_${b.uid}`, 'X', new Date())));
    expect(raced.filter(Boolean)).toHaveLength(0);
    expect(await notesOf(a.uid, REVIEW_GATE_TEXT.inviteTitle)).toHaveLength(1);
    expect(await notesOf(b.uid, REVIEW_GATE_TEXT.inviteTitle)).toHaveLength(1);
  });

  it('follows the reminders mail preference, and invites once when calls race', T, async () => {
    const { courseId, learners } = await batchWithLearners(trainer, 1, 24);
    const [c] = learners as [TestUser];
    const prefs = { messages: true, reminders: false, marketing: false, plans: true, payouts: true };
    await db.doc(`notification_preferences/${c.uid}`).set(prefs);
    await db.doc(`enrollments/${courseId}_${c.uid}`).update({ sessions_attended: 1, sessions_held: 1 });
    const id = `${courseId}_${c.uid}`;
    const raced = await Promise.all([1, 2, 3, 4].map(() => inviteReviewOnce(db, id, 'Course', new Date())));
    expect(raced.filter(Boolean)).toHaveLength(1);
    expect(await notesOf(c.uid, REVIEW_GATE_TEXT.inviteTitle)).toHaveLength(1);
    expect((await db.doc(`mail/review_invite_${id}`).get()).exists).toBe(false);
  });
});

// A refunded enrolment counts nowhere (docs/decisions/140-refunded-reviews-hidden.md): on the
// emulators and the Razorpay double, no mocks. Buy → review 5★ → cancel 72 h before the start (full
// refund) must leave the trainer card and review_stats exactly as before the purchase, hide the
// review from the public with a notice to its author, and refuse a new review; replays change nothing.
import { reviewHiddenMessage } from '@skillsetu/domain';
import { connectFirestoreEmulator, doc, getFirestore, serverTimestamp, setDoc } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, ports } from '../../../scripts/lib/ports.mjs';
import { settled } from '../lib/test-wait';
import { cancel, enrol, learner, seedBatch } from '../payments/batches-test-env';
import { adminDb, closeApps, newUser, seedCourse, seedProfile, type TestUser } from '../payments/payments-test-env';
import { hideReviewIfEnrolmentCancelled } from './hide-review';
import { handleReviewWrite } from './review-written';

const db = adminDb();
const T = { timeout: 240_000 };
let trainer: TestUser;

beforeAll(async () => {
  trainer = await newUser('trainer');
  await seedProfile(db, trainer, 'trainer');
  await db.doc(`trainer_profiles/${trainer.uid}`).set({
    user_id: trainer.uid,
    full_name: 'Card Trainer',
    email: trainer.email,
    specialization: 'Data Science',
    verified: false,
    created_at: Timestamp.now(),
  });
  await settled(
    async () => (await db.doc(`trainer_cards/${trainer.uid}`).get()).exists,
    (exists) => exists,
  );
}, 120_000);
afterAll(closeApps);

const connected = new WeakSet<object>();

/**
 * The learner writes a review through the rules (client SDK on the Firestore emulator), after their
 * first class: the enrolment records one attended, as markAttendance writes it (reviews open after a
 * class, docs/decisions/208-reviews-after-learning.md).
 */
async function writeReview(u: TestUser, courseId: string, rating: number): Promise<void> {
  await db.doc(`enrollments/${courseId}_${u.uid}`).update({ sessions_attended: 1 });
  const fs = getFirestore(u.app);
  if (!connected.has(fs)) {
    connectFirestoreEmulator(fs, HOST, ports().firestore);
    connected.add(fs);
  }
  await setDoc(doc(fs, `reviews/${courseId}_${u.uid}`), {
    course_id: courseId,
    trainer_id: trainer.uid,
    learner_id: u.uid,
    learner_name: 'Test L.',
    rating,
    text: 'A review written for this test.',
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
}

const cardStats = async () => {
  const c = (await db.doc(`trainer_cards/${trainer.uid}`).get()).data();
  return { rating: c?.rating as unknown, reviews: c?.reviews as unknown, students: c?.students as unknown };
};
const stats = async (id: string) => {
  const d = (await db.doc(`review_stats/${id}`).get()).data();
  return { reviews: d?.reviews as unknown, rating: d?.rating as unknown, stars: d?.stars as unknown };
};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('a cancelled and refunded enrolment counts nowhere', () => {
  it('buy → review 5★ → cancel with a full refund: card and review_stats are back to before', T, async () => {
    const courseId = await seedCourse(db, trainer.uid, 999);
    const batchId = await seedBatch(db, courseId, trainer.uid, 72);
    // A real student with a 3★ review, so "before" is not empty.
    const first = await learner(db);
    await enrol(first, courseId, batchId);
    await writeReview(first, courseId, 3);
    const before = await settled(cardStats, (c) => c.reviews === 1 && c.students === 1);
    expect(before).toEqual({ rating: 3, reviews: 1, students: 1 });
    const trainerStats = await settled(
      () => stats(`trainer_${trainer.uid}`),
      (s) => s.reviews === 1,
    );
    const courseStats = await settled(
      () => stats(`course_${courseId}`),
      (s) => s.reviews === 1,
    );

    const faker = await learner(db);
    await enrol(faker, courseId, batchId);
    await writeReview(faker, courseId, 5);
    expect(await settled(cardStats, (c) => c.reviews === 2 && c.students === 2)).toEqual({
      rating: 4,
      reviews: 2,
      students: 2,
    });
    expect(await cancel(faker, courseId)).toMatchObject({ percent: 100, refundStatus: 'processed' });

    const id = `${courseId}_${faker.uid}`;
    expect(await settled(cardStats, (c) => same(c, before))).toEqual(before);
    expect(
      await settled(
        () => stats(`trainer_${trainer.uid}`),
        (s) => same(s, trainerStats),
      ),
    ).toEqual(trainerStats);
    expect(
      await settled(
        () => stats(`course_${courseId}`),
        (s) => same(s, courseStats),
      ),
    ).toEqual(courseStats);
    expect((await db.doc(`reviews/${id}`).get()).exists).toBe(false);
    expect((await db.doc(`hidden_reviews/${id}`).get()).data()).toMatchObject({
      learner_id: faker.uid,
      rating: 5,
      hidden_reason: 'enrolment_cancelled',
    });
    const notice = await settled(
      () => db.doc(`notifications/review_hidden_${id}`).get(),
      (n) => n.exists,
    );
    const title = String((await db.doc(`courses/${courseId}`).get()).get('title'));
    expect(notice.data()).toMatchObject({ user_id: faker.uid, message: reviewHiddenMessage(title), is_read: false });

    // No new review after the cancellation (ADR 082), and replays hide nothing twice.
    await expect(writeReview(faker, courseId, 5)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await hideReviewIfEnrolmentCancelled(db, id)).toBe('absent');
    const hidden = (await db.doc(`hidden_reviews/${id}`).get()).data();
    await handleReviewWrite(db, { reviewId: id, before: undefined, after: hidden });
    expect(await cardStats()).toEqual(before);
    expect(await stats(`trainer_${trainer.uid}`)).toEqual(trainerStats);
    const notices = await db.collection('notifications').where('user_id', '==', faker.uid).get();
    expect(notices.docs.filter((d) => d.id.startsWith('review_hidden_'))).toHaveLength(1);
  });

  it(
    'cancel first, then a review lands (a write racing the cancellation): the review trigger hides it',
    T,
    async () => {
      const courseId = await seedCourse(db, trainer.uid, 999);
      const batchId = await seedBatch(db, courseId, trainer.uid, 72);
      const u = await learner(db);
      await enrol(u, courseId, batchId);
      await cancel(u, courseId);
      const id = `${courseId}_${u.uid}`;
      // The Admin SDK stands in for a review the rules let through just before the cancel committed.
      await db.doc(`reviews/${id}`).set({
        course_id: courseId,
        trainer_id: trainer.uid,
        learner_id: u.uid,
        learner_name: 'Race R.',
        rating: 1,
        text: 'A review racing the cancellation.',
        created_at: Timestamp.now(),
        updated_at: Timestamp.now(),
      });
      const moved = await settled(
        () => db.doc(`hidden_reviews/${id}`).get(),
        (d) => d.exists,
      );
      expect(moved.get('rating')).toBe(1);
      expect((await db.doc(`reviews/${id}`).get()).exists).toBe(false);
      expect(
        await settled(
          () => stats(`course_${courseId}`),
          (s) => s.reviews === 0,
        ),
      ).toMatchObject({ reviews: 0 });
    },
  );

  it('buy → cancel: the card counts 0 students, as course_stats does', T, async () => {
    const solo = await newUser('solo-trainer');
    await seedProfile(db, solo, 'trainer');
    await db.doc(`trainer_profiles/${solo.uid}`).set({
      user_id: solo.uid,
      full_name: 'Solo Trainer',
      email: solo.email,
      specialization: 'Data Science',
      verified: false,
      created_at: Timestamp.now(),
    });
    const courseId = await seedCourse(db, solo.uid, 999);
    const batchId = await seedBatch(db, courseId, solo.uid, 72);
    const u = await learner(db);
    await enrol(u, courseId, batchId);
    const students = async () => (await db.doc(`trainer_cards/${solo.uid}`).get()).get('students') as unknown;
    expect(await settled(students, (n) => n === 1)).toBe(1);
    await cancel(u, courseId);
    expect(await settled(students, (n) => n === 0)).toBe(0);
    expect(
      await settled(
        async () => (await db.doc(`course_stats/${courseId}`).get()).get('students') as unknown,
        (n) => n === 0,
      ),
    ).toBe(0);
  });
});

// onReviewWritten against the emulators (never a mock): real review writes fire the deployed trigger,
// which recomputes the trainer card exactly (docs/architecture.md#decision-1). 50 reviews, then 10 edits and 5 deletions,
// must end at the mean a fresh recompute gives; replaying the handler changes nothing.
import { REVIEW_MESSAGES, trainerCardSchema, type TrainerCard } from '@skillsetu/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { settled } from '../lib/test-wait';
import { recomputeTrainerCard } from '../trainers/recompute-trainer-card';
import { handleReviewWrite } from './review-written';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-skillsetu';
const app =
  getApps().find((a) => a.name === 'review-trigger-tests') ??
  initializeApp({ projectId: PROJECT }, 'review-trigger-tests');
const db = getFirestore(app);

const RUN = Date.now().toString(36);
const trainer = `fn-review-${RUN}-trainer`;
const courseId = `fn-review-${RUN}-course`;
const learners = Array.from({ length: 50 }, (_, i) => `fn-review-${RUN}-l${i}`);

async function card(): Promise<TrainerCard | null> {
  const snap = await db.doc(`trainer_cards/${trainer}`).get();
  return snap.exists ? trainerCardSchema.parse(snap.data()) : null;
}

/** The mean a fresh recompute must show: one decimal (domain deriveTrainerCard). */
const mean1 = (ratings: number[]) => Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;

afterAll(async () => {
  // Leave nothing behind for the suites that share this emulator run.
  const writer = db.bulkWriter();
  for (const l of learners) {
    void writer.delete(db.doc(`reviews/${courseId}_${l}`));
    void writer.delete(db.doc(`enrollments/${courseId}_${l}`));
  }
  void writer.delete(db.doc(`courses/${courseId}`));
  void writer.delete(db.doc(`trainer_profiles/${trainer}`));
  await writer.close();
});

describe('onReviewWritten (deployed on the functions emulator)', () => {
  // ~130 trigger runs: minutes on a loaded two-core machine.
  it(
    '50 reviews, 10 edits and 5 deletions end at exactly the fresh recompute; replays change nothing',
    { timeout: 300_000 },
    async () => {
      const at = Timestamp.fromMillis(Date.UTC(2025, 0, 1));
      await db.doc(`trainer_profiles/${trainer}`).set({
        user_id: trainer,
        full_name: 'Review Trainer',
        email: `${trainer}@example.com`,
        phone: '',
        city: 'Pune',
        specialization: 'Data Science',
        experience: '3-5 years',
        bio: '',
        hourly_rate: 800,
        certifications: [],
        teaching_languages: [],
        skills: [],
        avatar_url: null,
        linkedin_url: null,
        portfolio_url: null,
        verified: false,
        created_at: at,
      });
      await db.doc(`courses/${courseId}`).set({
        trainer_id: trainer,
        title: 'Statistics Basics',
        price: 2999,
        category: 'Data Science',
        is_active: true,
        created_at: at,
      });
      const ratings = new Map<string, number>();
      const writer = db.bulkWriter();
      learners.forEach((l, i) => {
        const rating = (i % 5) + 1;
        ratings.set(l, rating);
        void writer.set(db.doc(`enrollments/${courseId}_${l}`), {
          course_id: courseId,
          learner_id: l,
          trainer_id: trainer,
          order_id: `order_${l}`,
          amount: 299900,
          currency: 'INR',
          created_at: at,
        });
        void writer.set(db.doc(`reviews/${courseId}_${l}`), {
          course_id: courseId,
          trainer_id: trainer,
          learner_id: l,
          learner_name: `Learner ${i}`,
          rating,
          text: 'A clear and useful course.',
          created_at: Timestamp.now(),
          updated_at: Timestamp.now(),
        });
      });
      await writer.close();
      const after50 = await settled(card, (c) => c?.reviews === 50 && c.students === 50);
      expect(after50?.reviews).toBe(50);
      expect(after50?.rating).toBe(mean1([...ratings.values()]));

      // 10 edits (all to 5 stars) and 5 deletions, at once.
      const edits = learners.slice(0, 10);
      const deletions = learners.slice(10, 15);
      await Promise.all([
        ...edits.map((l) => db.doc(`reviews/${courseId}_${l}`).update({ rating: 5, updated_at: Timestamp.now() })),
        ...deletions.map((l) => db.doc(`reviews/${courseId}_${l}`).delete()),
      ]);
      for (const l of edits) ratings.set(l, 5);
      for (const l of deletions) ratings.delete(l);
      const expected = mean1([...ratings.values()]);
      const after45 = await settled(card, (c) => c?.reviews === 45 && c.rating === expected);
      expect(after45?.reviews).toBe(45);
      expect(after45?.rating).toBe(expected);
      expect(after45?.students).toBe(50);

      // The Reviews tab's stats document agrees: count per star, count and mean.
      const stars = [1, 2, 3, 4, 5].map((k) => [...ratings.values()].filter((r) => r === k).length);
      const stats = await settled(
        () =>
          db
            .doc(`review_stats/trainer_${trainer}`)
            .get()
            .then((d) => d.data()),
        (d) => d?.reviews === 45 && d.rating === expected,
      );
      expect({ reviews: stats?.reviews, rating: stats?.rating, stars: stats?.stars }).toEqual({
        reviews: 45,
        rating: expected,
        stars,
      });
      // The course's stats are written right after the trainer's, by the same trigger runs.
      const courseStars = await settled(
        () =>
          db
            .doc(`review_stats/course_${courseId}`)
            .get()
            .then((d) => d.get('stars') as unknown),
        (v) => JSON.stringify(v) === JSON.stringify(stars),
      );
      expect(courseStars).toEqual(stars);

      // A fresh recompute finds nothing to change, and a replayed event (same before/after) neither.
      const stored = await db.doc(`trainer_cards/${trainer}`).get();
      expect(await recomputeTrainerCard(db, trainer)).toBe('unchanged');
      const sample = await db.doc(`reviews/${courseId}_${learners[20]}`).get();
      await handleReviewWrite(db, { reviewId: sample.id, before: undefined, after: sample.data() });
      await handleReviewWrite(db, { reviewId: sample.id, before: undefined, after: sample.data() });
      const replayed = await db.doc(`trainer_cards/${trainer}`).get();
      expect(replayed.updateTime?.isEqual(stored.updateTime as Timestamp)).toBe(true);
      expect(replayed.get('rating')).toBe(expected);

      // The trainer got one 'New review' notification per review, none twice for a replay (the
      // enrolments' own 'New student enrolled' notifications are not counted here).
      const count = () =>
        db
          .collection('notifications')
          .where('user_id', '==', trainer)
          .where('title', '==', REVIEW_MESSAGES.newReviewTitle)
          .get()
          .then((q) => q.size);
      expect(await settled(count, (n) => n >= 50, 180_000)).toBe(50);
    },
  );
});

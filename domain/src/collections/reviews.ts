import { reviewSchema, reviewStatsSchema, type Review, type ReviewStats } from '../schemas/review';
import { defineCollection } from './collection';

/** `reviews/{courseId}_{uid}` (the enrolled learner writes; public): one review of a course (docs/learning-and-reviews.md). */
export const reviews = defineCollection<Review>({
  pattern: 'reviews/{reviewId}',
  schema: reviewSchema,
  idField: 'id',
  required: ['course_id', 'trainer_id', 'learner_id', 'rating'],
  example: () => ({
    id: 'course_1_learner_1',
    course_id: 'course_1',
    trainer_id: 'trainer_1',
    learner_id: 'learner_1',
    learner_name: 'Priya S.',
    rating: 5,
    text: 'Clear and patient.',
    created_at: new Date('2026-11-01T04:30:00.000Z'),
    updated_at: new Date('2026-11-01T04:30:00.000Z'),
    reply: null,
  }),
});

/** `review_stats/{trainerUid | courseId}` (server-only, public): reviews counted per star (docs/decisions/030-review-stats.md). */
export const reviewStats = defineCollection<ReviewStats>({
  pattern: 'review_stats/{id}',
  schema: reviewStatsSchema,
  required: ['reviews', 'stars'],
  example: () => ({ reviews: 1, rating: 5, stars: [0, 0, 0, 0, 1] }),
});

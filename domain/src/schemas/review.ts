import { z } from 'zod';
import { dateField } from './common';

/** Review limits (docs/architecture.md#data-model-cloud-firestore `reviews/{courseId_uid}`); firestore.rules checks the same numbers. */
export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  minText: 10,
  maxText: 2000,
  maxReply: 2000,
  maxName: 60,
  /** Reviews shown per page on the Reviews tabs (public list queries ask for at most 50). */
  pageSize: 10,
} as const;

/** A whole-star rating 1..5. */
export const reviewRatingSchema = z
  .number({ error: 'Please choose a rating.' })
  .int('Please choose a rating.')
  .min(REVIEW_LIMITS.minRating, 'Please choose a rating.')
  .max(REVIEW_LIMITS.maxRating, 'Please choose a rating.');

/** What a learner types when writing or editing a review: rating 1..5 whole stars, text 10..2,000 characters (trimmed). */
export const reviewInputSchema = z.object({
  rating: reviewRatingSchema,
  text: z
    .string()
    .trim()
    .min(REVIEW_LIMITS.minText, 'Please write at least 10 characters.')
    .max(REVIEW_LIMITS.maxText, 'Please keep your review under 2,000 characters.'),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** What the course's trainer types as the public reply to a review (1..2,000 characters, trimmed). */
export const reviewReplyInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Please write a reply.')
    .max(REVIEW_LIMITS.maxReply, 'Please keep your reply under 2,000 characters.'),
});
export type ReviewReplyInput = z.infer<typeof reviewReplyInputSchema>;

/**
 * `reviews/{courseId}_{uid}` as the web app reads it (dates after the converter). Written by the
 * learner with an enrolment in that course (firestore.rules reviews section); `reply` only by the
 * course's trainer. Public to read.
 */
export const reviewSchema = z.object({
  id: z.string().min(1),
  course_id: z.string().min(1),
  trainer_id: z.string().min(1),
  learner_id: z.string().min(1),
  /** First name and last initial ('Priya S.'), as the review shows it. */
  learner_name: z.string().max(REVIEW_LIMITS.maxName),
  rating: reviewRatingSchema,
  text: z.string().max(REVIEW_LIMITS.maxText),
  created_at: dateField,
  updated_at: dateField,
  reply: z.object({ text: z.string().max(REVIEW_LIMITS.maxReply), created_at: dateField }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Document id of a review: one per course and learner (the same id as the enrolment). */
export function reviewId(courseId: string, uid: string): string {
  return `${courseId}_${uid}`;
}

/** The reviewer's public name: first name and last initial ('Priya Sharma' → 'Priya S.'; one word stays as it is). */
export function reviewerDisplayName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Learner';
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : '';
  const name = last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
  return name.slice(0, REVIEW_LIMITS.maxName);
}

/** User-visible words of My Learning and reviews, in one place (tests import them). */
export const REVIEW_MESSAGES = {
  verified: 'Verified enrolment',
  saved: { title: 'Review saved', description: 'Thank you! Your review is now public.' },
  deleted: { title: 'Review deleted' },
  saveFailed: { title: 'Could not save your review', description: 'Please check your connection and try again.' },
  notEnrolled: 'Only learners enrolled in this course can review it.',
  replySaved: { title: 'Reply posted' },
  replyFailed: { title: 'Could not post your reply', description: 'Please try again.' },
  deleteConfirm: 'Delete your review? This cannot be undone.',
  newReviewTitle: 'New review',
  myLearningEmpty: 'You have not enrolled in any course yet.',
  enrolled: 'Enrolled',
} as const;

/**
 * `review_stats/{trainer_uid | course_id}` (server only, public; docs/decisions/030-review-stats.md):
 * reviews counted per star (stars[0] = 1 star), their count and mean (one decimal; 0 when none).
 */
export const reviewStatsSchema = z.object({
  reviews: z.number().int().nonnegative(),
  rating: z.number().min(0).max(5),
  stars: z.array(z.number().int().nonnegative()).length(5),
  /** Server-only: the read time of the counts stored, so an older recount never overwrites a newer one. */
  as_of: dateField.optional(),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

/** Stats from the count of reviews per star (index 0 = 1 star): count, mean rounded to one decimal as the card's. */
export function reviewStatsOf(perStar: readonly number[]): ReviewStats {
  const stars = [0, 1, 2, 3, 4].map((i) => Math.max(0, Math.trunc(perStar[i] ?? 0)));
  const reviews = stars.reduce((a, b) => a + b, 0);
  const sum = stars.reduce((a, n, i) => a + n * (i + 1), 0);
  return { reviews, rating: reviews > 0 ? Math.round((sum / reviews) * 10) / 10 : 0, stars };
}

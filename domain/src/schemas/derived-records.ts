// Documents the functions derive or count, and the small ones a client writes beside its real
// write (course counts, message rates, presence, watches). Dates are UTC Dates (Timestamps in
// Firestore); the shapes are what is written (docs/decisions/271-server-only-collection-modules.md).
import { z } from 'zod';
import { viewCountersSchema } from '../analytics';
import { REPORT_STATUSES } from './admin-support';
import { dateField } from './common';
import { reviewSchema } from './review';

/**
 * `course_counts/{uid}` (the trainer writes it in the batch of every course create, publish change
 * and delete; firestore.rules tlCountsValid): the trainer's courses and published courses, and the
 * course the last change was about (docs/decisions/021-course-limits.md).
 */
export const courseCountsSchema = z.object({
  total: z.number().int(),
  published: z.number().int(),
  course_id: z.string(),
});
export type CourseCounts = z.infer<typeof courseCountsSchema>;

/**
 * `course_stats/{courseId}` (server-only, public): the course's enrolments that count as students,
 * and the read time of the counts (`as_of`: a recount read earlier never overwrites a later one).
 */
export const courseStatsSchema = z.object({
  students: z.number().int().nonnegative(),
  as_of: dateField.optional(),
});
export type CourseStatsDoc = z.infer<typeof courseStatsSchema>;

/** `course_watchers/{courseId}_{uid}` (the learner creates it, Notify Me; docs/decisions/072-courses-as-pages.md). */
export const courseWatcherSchema = z.object({
  course_id: z.string(),
  user_id: z.string(),
  created_at: dateField,
});
export type CourseWatcher = z.infer<typeof courseWatcherSchema>;

/** `message_rates/{uid}` (the sender writes it with each message; docs/decisions/040-message-rate-limit.md). */
export const messageRateSchema = z.object({
  /** Messages ever sent. */
  total: z.number().int().nonnegative(),
  /** Messages in the current window (at most 20 a minute). */
  count: z.number().int().nonnegative(),
  window_start: dateField,
  conversation_id: z.string(),
});
export type MessageRate = z.infer<typeof messageRateSchema>;

/** `presence/{uid}` (the owner stamps it with the server time; docs/decisions/042-message-notifications-and-mail.md). */
export const presenceSchema = z.object({ last_seen_at: dateField });
export type Presence = z.infer<typeof presenceSchema>;

/** One first reply: when the trainer answered and how long the learner waited (both ms). */
export const responseSampleSchema = z.object({ at: z.number(), waitedMs: z.number().nonnegative() });

/** `trainer_response_samples/{uid}` (server-only): the trainer's first replies of the last 30 days. */
export const trainerResponseSamplesSchema = z.object({ samples: z.array(responseSampleSchema) });
export type TrainerResponseSamples = z.infer<typeof trainerResponseSamplesSchema>;

/** `trainer_stats/{uid}` (server-only, public): the response time label (docs/decisions/043-response-time.md). */
export const trainerStatsSchema = z.object({
  response_time_label: z.string(),
  response_samples: z.number().int().nonnegative(),
  updated_at: dateField.optional(),
});
export type TrainerStatsDoc = z.infer<typeof trainerStatsSchema>;

/**
 * `trainer_student_batches/{courseId}` (server-only; the course's trainer reads): the batches the
 * course's enrolments name, batch id → its start (Date(0) when unknown;
 * docs/decisions/090-trainer-students-projection.md).
 */
export const trainerStudentBatchesSchema = z.object({
  trainer_id: z.string(),
  course_id: z.string(),
  batches: z.record(z.string(), dateField),
});
export type TrainerStudentBatches = z.infer<typeof trainerStudentBatchesSchema>;

/**
 * `trainer_analytics/{trainerUid}/{days|months}/{key}` (server-only; the trainer reads): the
 * counters of one IST day (`day`, YYYY-MM-DD) or month (`month`, YYYY-MM), bumped by recordView
 * (docs/decisions/100-server-counted-views.md). Written by merged increments, never whole.
 */
export const trainerAnalyticsPeriodSchema = viewCountersSchema.extend({
  trainer_id: z.string().optional(),
  day: z.string().optional(),
  month: z.string().optional(),
  updated_at: dateField.optional(),
});
export type TrainerAnalyticsPeriod = z.infer<typeof trainerAnalyticsPeriodSchema>;

/**
 * `conversation_reports/{conversationId}_{reporterUid}` (server-only; admins read): a participant's
 * report of a conversation, and what an admin did about it (docs/admin.md).
 */
export const conversationReportSchema = z.object({
  conversation_id: z.string(),
  reporter_id: z.string(),
  /** The other participant, whom Warn and Block act on. */
  reported_id: z.string(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: dateField,
  acted_by: z.string().optional(),
  acted_at: dateField.optional(),
});
export type ConversationReportDoc = z.infer<typeof conversationReportSchema>;

/**
 * `contact_messages/{id}` as submitContactMessage stores the contact form (its fields keep the
 * form's names), with the inbox state: 'new' until an admin marks it handled or replies.
 */
export const contactMessageDocSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['new', 'handled']),
  created_at: dateField,
  /** The sender when signed in. */
  user_id: z.string().optional(),
  handled_at: dateField.optional(),
  handled_by: z.string().optional(),
  replied_at: dateField.optional(),
});
export type ContactMessageDoc = z.infer<typeof contactMessageDocSchema>;

/**
 * `hidden_reviews/{courseId}_{uid}` (server-only; its author and admins read): a review moved out
 * of `reviews` because its enrolment was cancelled and refunded (docs/decisions/140-refunded-reviews-hidden.md).
 */
export const hiddenReviewSchema = reviewSchema.extend({
  hidden_reason: z.literal('enrolment_cancelled'),
  hidden_at: dateField,
});
export type HiddenReview = z.infer<typeof hiddenReviewSchema>;

import {
  courseCountsSchema,
  courseStatsSchema,
  courseWatcherSchema,
  messageRateSchema,
  presenceSchema,
  trainerAnalyticsPeriodSchema,
  trainerResponseSamplesSchema,
  trainerStatsSchema,
  trainerStudentBatchesSchema,
  type CourseCounts,
  type CourseStatsDoc,
  type CourseWatcher,
  type MessageRate,
  type Presence,
  type TrainerAnalyticsPeriod,
  type TrainerResponseSamples,
  type TrainerStatsDoc,
  type TrainerStudentBatches,
} from '../schemas/derived-records';
import { defineCollection } from './collection';

const AT = new Date('2026-11-01T04:30:00.000Z');

/** `course_counts/{uid}` (the trainer writes, with each course change): courses per trainer (docs/decisions/021-course-limits.md). */
export const courseCounts = defineCollection<CourseCounts>({
  pattern: 'course_counts/{uid}',
  schema: courseCountsSchema,
  example: () => ({ total: 1, published: 1, course_id: 'course_1' }),
});

/** `course_stats/{courseId}` (server-only, public): the course's students (docs/decisions/030-review-stats.md). */
export const courseStats = defineCollection<CourseStatsDoc>({
  pattern: 'course_stats/{courseId}',
  schema: courseStatsSchema,
  example: () => ({ students: 1, as_of: AT }),
});

/** `course_watchers/{courseId}_{uid}` (the learner creates; Notify Me, docs/decisions/072-courses-as-pages.md). */
export const courseWatchers = defineCollection<CourseWatcher>({
  pattern: 'course_watchers/{watchId}',
  schema: courseWatcherSchema,
  required: ['course_id', 'user_id'],
  example: () => ({ course_id: 'course_1', user_id: 'learner_1', created_at: AT }),
});

/** `message_rates/{uid}` (the sender writes, with each message): docs/decisions/040-message-rate-limit.md. */
export const messageRates = defineCollection<MessageRate>({
  pattern: 'message_rates/{uid}',
  schema: messageRateSchema,
  example: () => ({ total: 1, count: 1, window_start: AT, conversation_id: 'learner_1_trainer_1' }),
});

/** `presence/{uid}` (the owner writes): when the user last had the app open (docs/decisions/042-message-notifications-and-mail.md). */
export const presence = defineCollection<Presence>({
  pattern: 'presence/{uid}',
  schema: presenceSchema,
  required: ['last_seen_at'],
  example: () => ({ last_seen_at: AT }),
});

/** `trainer_response_samples/{uid}` (server-only): first replies of the last 30 days (docs/decisions/043-response-time.md). */
export const trainerResponseSamples = defineCollection<TrainerResponseSamples>({
  pattern: 'trainer_response_samples/{uid}',
  schema: trainerResponseSamplesSchema,
  example: () => ({ samples: [{ at: AT.getTime(), waitedMs: 600_000 }] }),
});

/** `trainer_stats/{uid}` (server-only, public): the response time label (docs/decisions/043-response-time.md). */
export const trainerStats = defineCollection<TrainerStatsDoc>({
  pattern: 'trainer_stats/{uid}',
  schema: trainerStatsSchema,
  example: () => ({ response_time_label: 'Usually within an hour', response_samples: 1, updated_at: AT }),
});

/** `trainer_student_batches/{courseId}` (server-only): batch id → start (docs/decisions/090-trainer-students-projection.md). */
export const trainerStudentBatches = defineCollection<TrainerStudentBatches>({
  pattern: 'trainer_student_batches/{courseId}',
  schema: trainerStudentBatchesSchema,
  example: () => ({ trainer_id: 'trainer_1', course_id: 'course_1', batches: { batch_1: AT } }),
});

/**
 * `trainer_analytics/{uid}/{days|months}/{key}` (server-only; the trainer reads): one IST day's or
 * month's counters (docs/decisions/100-server-counted-views.md); path(uid, 'days', '2026-11-01').
 */
export const trainerAnalytics = defineCollection<TrainerAnalyticsPeriod>({
  pattern: 'trainer_analytics/{trainerId}/{period}/{key}',
  schema: trainerAnalyticsPeriodSchema,
  example: () => ({ trainer_id: 'trainer_1', profile_views: 1, course_views: 0, enroll_clicks: 0 }),
});

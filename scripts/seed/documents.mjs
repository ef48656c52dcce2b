// Documents the seed and the Playwright specs write through the Admin SDK, built by the domain's
// collection modules (docs/decisions/240-one-module-per-collection.md), so a fixture has every
// field the schema wants and follows it. The seed runs as plain Node and the domain package is
// TypeScript: tsx's tsImport loads it for this module only (docs/decisions/270-seed-documents-from-domain.md).
// Dates are JavaScript Dates (UTC); the Admin SDK stores them as Timestamps.
import { tsImport } from 'tsx/esm/api';

const {
  contactMessages,
  courseCounts,
  courses,
  profiles,
  trainerAnalytics,
  trainerProfiles,
  trainerProfileWriteSchema,
} = await tsImport('@skillsetu/domain', import.meta.url);

/**
 * `profiles/{uid}`: profiles.make with `overrides` (a learner without a plan by default), without
 * the `id` the document id fills on read, as the sign-up writes it. Throws when it fails profileSchema.
 */
export function profileDoc(uid, overrides = {}) {
  const doc = profiles.make({ ...overrides, id: uid, updated_at: overrides.updated_at ?? new Date() });
  delete doc.id;
  return doc;
}

/**
 * `trainer_profiles/{uid}` as the trainer's profile form writes it (TRAINER_WRITTEN_FIELDS plus
 * `created_at`): never the server's `id`, `verified` or verification record (the card trigger
 * assigns the public id). Throws when it fails trainerProfileSchema.
 */
export function trainerProfileDoc(uid, overrides = {}) {
  const made = trainerProfiles.make({ ...overrides, user_id: uid, created_at: overrides.created_at ?? new Date() });
  return { ...trainerProfileWriteSchema.parse(made), created_at: made.created_at };
}

/**
 * `courses/{id}` of trainer `trainerUid` (price in whole rupees; published unless `is_active: false`),
 * without the `id` the document id fills on read. Throws when it fails courseSchema.
 */
export function courseDoc(trainerUid, overrides = {}) {
  const doc = courses.make({ ...overrides, trainer_id: trainerUid, created_at: overrides.created_at ?? new Date() });
  delete doc.id;
  return doc;
}

const DAY = 86_400_000;

/**
 * `profiles/{uid}` of a trainer on an active Starter plan from now for `days` days (publishing
 * needs one, docs/decisions/021-course-limits.md); `overrides` as for profileDoc.
 */
export function activeTrainerProfileDoc(uid, days, overrides = {}) {
  return profileDoc(uid, {
    user_type: 'trainer',
    subscription_status: 'active',
    subscription_plan: 'starter',
    subscription_start_date: new Date(),
    subscription_end_date: new Date(Date.now() + days * DAY),
    ...overrides,
  });
}

/** A DevOps trainer's profile fields the specs share (with trainerProfileDoc); no hourly rate. */
export const DEVOPS_TRAINER = {
  phone: '9876543210',
  specialization: 'DevOps',
  experience: '3-5 years',
  hourly_rate: null,
  skills: ['Docker'],
};

/**
 * `contact_messages/{id}` as submitContactMessage stores the contact form (status 'new' unless
 * overridden; `created_at` a Date). Throws when it fails contactMessageDocSchema.
 */
export function contactMessageDoc(overrides = {}) {
  return contactMessages.make(overrides);
}

/** `course_counts/{uid}`: the trainer's courses and published courses (docs/decisions/021-course-limits.md). */
export function courseCountsDoc(overrides = {}) {
  return courseCounts.make(overrides);
}

/**
 * `trainer_analytics/{uid}/{days|months}/{key}`: one IST day's (`day`) or month's (`month`) counters.
 * Throws when it fails trainerAnalyticsPeriodSchema.
 */
export function analyticsDoc(overrides = {}) {
  return trainerAnalytics.make(overrides);
}

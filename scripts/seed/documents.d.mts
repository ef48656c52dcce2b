// Types of documents.mjs for the TypeScript that imports it (Playwright specs).
import type {
  ContactMessageDoc,
  Course,
  CourseCounts,
  Profile,
  TrainerAnalyticsPeriod,
  TrainerProfile,
} from '@skillsetu/domain';

/** `profiles/{uid}` from profiles.make with `overrides`, without `id`. Throws when it fails the schema. */
export declare function profileDoc(uid: string, overrides?: Partial<Profile>): Record<string, unknown>;
/** `trainer_profiles/{uid}` as the profile form writes it, plus `created_at`. Throws when it fails the schema. */
export declare function trainerProfileDoc(uid: string, overrides?: Partial<TrainerProfile>): Record<string, unknown>;
/** `courses/{id}` of `trainerUid` from courses.make with `overrides`, without `id`. Throws when it fails the schema. */
export declare function courseDoc(trainerUid: string, overrides?: Partial<Course>): Record<string, unknown>;
/** `profiles/{uid}` of a trainer on an active Starter plan from now for `days` days. */
export declare function activeTrainerProfileDoc(
  uid: string,
  days: number,
  overrides?: Partial<Profile>,
): Record<string, unknown>;
/** A DevOps trainer's profile fields the specs share (with trainerProfileDoc); no hourly rate. */
export declare const DEVOPS_TRAINER: Readonly<Partial<TrainerProfile>>;
/** `contact_messages/{id}` from contactMessages.make with `overrides`. Throws when it fails the schema. */
export declare function contactMessageDoc(overrides?: Partial<ContactMessageDoc>): ContactMessageDoc;
/** `course_counts/{uid}` from courseCounts.make with `overrides`. Throws when it fails the schema. */
export declare function courseCountsDoc(overrides?: Partial<CourseCounts>): CourseCounts;
/** `trainer_analytics/{uid}/{days|months}/{key}` from trainerAnalytics.make. Throws when it fails the schema. */
export declare function analyticsDoc(overrides?: Partial<TrainerAnalyticsPeriod>): TrainerAnalyticsPeriod;

import { z } from 'zod';
import { istDayKey, istMonthKey, istMonthStart } from './ist';

/**
 * Trainer analytics (docs/analytics.md, docs/decisions/100-server-counted-views.md): what a visitor's
 * page view or click counts as, the IST day and month keys of the counters, and conversion.
 */

/** What `recordView` counts: a /trainer/{id} profile view, a /course/{id} page view, an Enroll Now click. */
export const VIEW_KINDS = ['profile', 'course', 'enroll_click'] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];

/** A Firestore document id as the client sends it: 1–128 characters, no '/', not '.' or '..'. */
const docId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[^/]+$/, 'must be a document id')
  .refine((s) => s !== '.' && s !== '..' && !/^__.*__$/.test(s), 'must be a document id');

/**
 * Input of the `recordView` callable: `{ kind: 'profile', id: trainerUid }` or
 * `{ kind: 'course' | 'enroll_click', id: courseId }`; no other keys.
 */
export const recordViewInputSchema = z.strictObject({ kind: z.enum(VIEW_KINDS), id: docId });
export type RecordViewInput = z.infer<typeof recordViewInputSchema>;

/** What `recordView` answers: whether this call was counted (false: already counted today for this visitor, or the trainer's own visit). */
export interface RecordViewResult {
  counted: boolean;
}

/**
 * A signed-in visitor's account must be at least this old (Firebase Auth creation time) for a view
 * to count: throwaway sign-ups do not inflate the counters (docs/decisions/141-views-keyed-by-uid-and-ip.md).
 */
export const VIEW_MIN_ACCOUNT_AGE_MS = 10 * 60 * 1000;

/** True when an account created at `createdAt` (UTC ms) is old enough at `now` for its views to count. */
export function accountOldEnoughForViews(createdAt: number | null, now: number): boolean {
  return createdAt !== null && Number.isFinite(createdAt) && now - createdAt >= VIEW_MIN_ACCOUNT_AGE_MS;
}

/** The counter field each kind increments on the day and month documents. */
export const VIEW_COUNTER_FIELD = {
  profile: 'profile_views',
  course: 'course_views',
  enroll_click: 'enroll_clicks',
} as const satisfies Record<ViewKind, string>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One IST calendar month: its key and [start, end) as UTC Dates (for range queries on created_at). */
export interface IstMonth {
  month: string;
  start: Date;
  end: Date;
}

/** The `count` IST months up to and including the month of `now`, oldest first. */
export function lastIstMonths(now: Date, count: number): IstMonth[] {
  return Array.from({ length: count }, (_, i) => {
    const start = istMonthStart(now, i - (count - 1));
    const end = istMonthStart(now, i - (count - 1) + 1);
    return { month: istMonthKey(start), start, end };
  });
}

/** The `count` IST day keys up to and including the day of `now`, oldest first. */
export function lastIstDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => istDayKey(new Date(now.getTime() - (count - 1 - i) * DAY_MS)));
}

const counter = z.number().int().min(0).catch(0);

/** The counters of one day or month (whole numbers ≥ 0; a missing or malformed field reads 0). */
export const viewCountersSchema = z.object({
  profile_views: counter,
  course_views: counter,
  enroll_clicks: counter,
});
export type ViewCounters = z.infer<typeof viewCountersSchema>;

/** `trainer_analytics/{trainerUid}/days/{YYYY-MM-DD}` (IST day; server-written by recordView). */
export const trainerAnalyticsDaySchema = viewCountersSchema.extend({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
export type TrainerAnalyticsDay = z.infer<typeof trainerAnalyticsDaySchema>;

/** `trainer_analytics/{trainerUid}/months/{YYYY-MM}` (IST month; server-written by recordView). */
export const trainerAnalyticsMonthSchema = viewCountersSchema.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });
export type TrainerAnalyticsMonth = z.infer<typeof trainerAnalyticsMonthSchema>;

/**
 * Conversion in percent, one decimal: enrolments / course page views × 100. Null when there were no
 * course page views (nothing to convert from). Can exceed 100 when learners enrol without a counted view.
 */
export function conversionPercent(enrolments: number, courseViews: number): number | null {
  if (courseViews <= 0) return null;
  return Math.round((enrolments / courseViews) * 1000) / 10;
}

/** Conversion as shown: '4.2%', or '—' when there were no course page views. */
export function formatConversion(percent: number | null): string {
  return percent === null ? '—' : `${percent}%`;
}

/** True when the trainer's plan includes the Analytics dashboard (Professional, status 'active'). */
export function hasAnalyticsDashboard(plan: string | null | undefined, status: string | null | undefined): boolean {
  return plan === 'professional' && status === 'active';
}

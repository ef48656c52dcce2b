/**
 * Which enrolments and reviews count on public numbers (the trainer card, course_stats,
 * review_stats): an enrolment that was cancelled (and refunded) is no longer a student, and its
 * review is hidden and uncounted (docs/decisions/140-refunded-reviews-hidden.md). A missing status
 * reads as 'active' (older documents).
 */
export const NOT_COUNTED_ENROLMENT_STATUSES = ['cancelled', 'refunded'] as const;

/** True when an enrolment with this `status` counts as a student (and may keep a public review). */
export function countsAsStudent(status: unknown): boolean {
  return !(NOT_COUNTED_ENROLMENT_STATUSES as readonly unknown[]).includes(status);
}

/**
 * The card's student count from two count aggregations: all the trainer's enrolments and those
 * with a status in NOT_COUNTED_ENROLMENT_STATUSES. Never negative (the two counts are read at
 * slightly different times).
 */
export function studentsFromCounts(all: number, notCounted: number): number {
  return Math.max(0, Math.trunc(all) - Math.trunc(notCounted));
}

/** Why a review is hidden (server-only `hidden_reviews/{id}.hidden_reason`). */
export const REVIEW_HIDDEN_REASONS = ['enrolment_cancelled'] as const;
export type ReviewHiddenReason = (typeof REVIEW_HIDDEN_REASONS)[number];

/** What the author of a hidden review is told (notification and My Learning), word for word. */
export function reviewHiddenMessage(courseTitle: string): string {
  return `Your review of ${courseTitle} is hidden because your enrolment was cancelled and refunded.`;
}

/** Title of the notification sent when a review is hidden. */
export const REVIEW_HIDDEN_TITLE = 'Review hidden';

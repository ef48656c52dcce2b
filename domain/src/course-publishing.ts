/** The least a published course shows (firestore.rules tlPublishable, ADR 133). */
export const PUBLISH_MIN = { title: 3, description: 20, priceRupees: 1 } as const;

/** The dashboard's default title of a new course: never publishable as is. */
export const DEFAULT_COURSE_TITLE = 'Untitled Course';

/** Plain words for the trainer: what to fill in before publishing, and why a course cannot be deleted. */
export const COURSE_LIFECYCLE_MESSAGES = {
  title: `Give the course a title of at least ${PUBLISH_MIN.title} characters before publishing.`,
  description: `Write a description of at least ${PUBLISH_MIN.description} characters before publishing.`,
  price: 'Set a price of at least ₹1 before publishing.',
  deleteBlocked:
    'Learners have paid for this course, so it cannot be deleted. Unpublish it to stop new sales, or cancel its batches (learners are refunded by the policy).',
  unpublished: 'Course unpublished. It no longer takes new enrolments; learners already enrolled keep their access.',
} as const;

/**
 * What stops a course from being published (ADR 133), in plain words, or [] when it may be: a title
 * of ≥ 3 characters other than 'Untitled Course', a description of ≥ 20, a price of whole rupees ≥ 1.
 * The same check as firestore.rules tlPublishable; `price` is in rupees.
 */
export function coursePublishProblems(course: {
  title: string | null | undefined;
  description: string | null | undefined;
  price: number | null | undefined;
}): string[] {
  const problems: string[] = [];
  const title = (course.title ?? '').trim();
  if (title.length < PUBLISH_MIN.title || title === DEFAULT_COURSE_TITLE)
    problems.push(COURSE_LIFECYCLE_MESSAGES.title);
  if ((course.description ?? '').trim().length < PUBLISH_MIN.description)
    problems.push(COURSE_LIFECYCLE_MESSAGES.description);
  const price = course.price ?? 0;
  if (!Number.isInteger(price) || price < PUBLISH_MIN.priceRupees) problems.push(COURSE_LIFECYCLE_MESSAGES.price);
  return problems;
}

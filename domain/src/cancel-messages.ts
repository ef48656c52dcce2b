// The cancellation callables' messages and the full-refund toasts: plain constants with no zod, so
// a public page that shows one (the course page's Enroll Now) does not load the schemas
// (docs/decisions/222-public-pages-without-zod.md). The request schemas stay in schemas/cancellation.ts.

/** The toast when a payment arrived for a batch with no seat left (refunded in full, ADR 080). */
export const BATCH_FULL_REFUNDED = {
  title: 'Batch Full',
  description: 'The last seat of this batch was just taken. Your payment is being refunded in full.',
} as const;

/** Messages of the cancellation callables (plain words a user can act on). */
export const CANCEL_MESSAGES = {
  notEnrolled: 'You are not enrolled in this course.',
  alreadyCancelled: 'This enrolment is already cancelled.',
  chooseBatch: 'Please choose a batch for this course.',
  batchFull: 'This batch is full. Please choose another batch.',
  batchUnavailable: 'This batch is no longer open for enrolment. Please choose another batch.',
  batchNotFound: 'This batch does not exist.',
  notYourBatch: 'Only the course\u2019s trainer can cancel this batch.',
  cancelledCannotRebuy: 'You cancelled your enrolment in this course. Please contact the trainer to join it again.',
  batchStarted:
    'This batch has started, so it can no longer be cancelled with a full refund. Learners can still cancel under the refund policy.',
  noUpcomingBatch: 'This course has no upcoming batch. Ask the trainer to schedule one.',
} as const;

/** The toast when a payment arrived for a course no longer on sale (unpublished, deleted, batch closed): refunded in full. */
export const COURSE_UNAVAILABLE_REFUNDED = {
  title: 'Course Not Available',
  description:
    'This course stopped taking enrolments before your payment arrived. Your payment is being refunded in full.',
} as const;

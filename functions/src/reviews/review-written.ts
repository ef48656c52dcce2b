import { countsAsStudent, courses, enrollments, REVIEW_MESSAGES } from '@skillsetu/domain';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { recomputeTrainerCard } from '../trainers/recompute-trainer-card';
import { hideReviewIfEnrolmentCancelled } from './hide-review';
import { recomputeReviewStats } from './review-stats';

/** gRPC ALREADY_EXISTS: an earlier delivery of the same event wrote the notification. */
const ALREADY_EXISTS = 6;

/** One write of reviews/{id}: the document before and after (undefined when absent). */
export interface ReviewWrite {
  reviewId: string;
  before: DocumentData | undefined;
  after: DocumentData | undefined;
}

const trainerOf = (d: DocumentData | undefined): string | null =>
  typeof d?.trainer_id === 'string' && d.trainer_id.length > 0 ? d.trainer_id : null;

const courseOf = (d: DocumentData | undefined): string | null =>
  typeof d?.course_id === 'string' && d.course_id.length > 0 ? d.course_id : null;

/**
 * Handles one review write (functions/src/reviews/on-review-written.ts): recomputes the trainer card and the
 * review_stats of every trainer and course the review belonged to before or after (exact recomputes
 * from reviews and enrollments, docs/architecture.md#decision-1: a replayed event cannot drift), and on a new review sends the trainer one notification
 * whose id comes from the review and its creation time, so a replay writes it at most once. A
 * review whose enrolment is cancelled or refunded is hidden first (docs/decisions/140-refunded-reviews-hidden.md: the
 * enrolment trigger does the same, so the order of the two writes does not matter).
 */
export async function handleReviewWrite(db: Firestore, write: ReviewWrite): Promise<void> {
  const trainers = new Set([trainerOf(write.before), trainerOf(write.after)].filter((v): v is string => v !== null));
  const courses = new Set([courseOf(write.before), courseOf(write.after)].filter((v): v is string => v !== null));
  // First the notification: a recompute that fails under contention (the next write's recompute
  // corrects the numbers) must not cost the trainer their 'New review' notice.
  if (write.after && !(await enrolmentCounts(db, write.reviewId))) {
    // Hidden: its deletion from reviews/ is a write of its own, whose trigger run recounts everything.
    if ((await hideReviewIfEnrolmentCancelled(db, write.reviewId)) === 'hidden') return;
  }
  if (!write.before && write.after) await notifyTrainer(db, write.reviewId, write.after);
  for (const uid of trainers) {
    await recomputeTrainerCard(db, uid);
    await recomputeReviewStats(db, { field: 'trainer_id', value: uid });
  }
  for (const id of courses) await recomputeReviewStats(db, { field: 'course_id', value: id });
}

/** One plain read: does the review's enrolment (same id) still count? Missing counts (the transaction decides). */
async function enrolmentCounts(db: Firestore, reviewId: string): Promise<boolean> {
  const enrolment = dataOf(await typedDoc(db, enrollments, reviewId).get());
  return !enrolment || countsAsStudent(enrolment.status);
}

async function notifyTrainer(db: Firestore, reviewId: string, review: DocumentData): Promise<void> {
  const trainerId = trainerOf(review);
  if (!trainerId) return;
  const created = review.created_at instanceof Timestamp ? review.created_at.toMillis() : 0;
  const course = dataOf(await typedDoc(db, courses, String(review.course_id)).get());
  const title = course?.title ?? 'your course';
  const stars = typeof review.rating === 'number' ? review.rating : 0;
  const name = typeof review.learner_name === 'string' && review.learner_name ? review.learner_name : 'A learner';
  try {
    await db.doc(`notifications/review_${reviewId}_${created}`).create({
      user_id: trainerId,
      title: REVIEW_MESSAGES.newReviewTitle,
      message: `${name} rated ${title} ${stars} out of 5.`,
      type: 'success',
      is_read: false,
      action_url: '/trainer-dashboard?tab=reviews',
      created_at: Timestamp.now(),
    });
  } catch (err) {
    if ((err as { code?: number }).code !== ALREADY_EXISTS) throw err;
  }
}

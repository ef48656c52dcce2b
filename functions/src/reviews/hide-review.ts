import {
  countsAsStudent,
  courses,
  enrollments,
  hiddenReviews,
  REVIEW_HIDDEN_TITLE,
  reviewHiddenMessage,
  reviews,
  type Enrollment,
} from '@skillsetu/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

/** What hideReviewIfEnrolmentCancelled did: moved the review, or found nothing to hide. */
export type HideResult = 'hidden' | 'kept' | 'absent';

/**
 * Hides `reviews/{courseId_uid}` when its enrolment (`enrollments/{courseId_uid}`, the same id) was
 * cancelled or refunded (docs/decisions/140-refunded-reviews-hidden.md): in ONE transaction the
 * review moves to the server-only `hidden_reviews/{id}` (its author may read it; with
 * `hidden_reason: 'enrolment_cancelled'` and `hidden_at`, server time), is deleted from the public
 * `reviews` (so every public read, list and count leaves it out; the review trigger then recounts
 * the card and review_stats), and the author gets one notification `review_hidden_{id}`
 * ("Your review of <course> is hidden because your enrolment was cancelled and refunded.").
 * Idempotent: a replay finds no public review ('absent'); a review of an enrolment that still
 * counts (or has none) is 'kept'. Called from both sides of the race, the enrolment trigger and the
 * review trigger, so whichever write lands last hides it. Throws the Firestore error.
 */
export async function hideReviewIfEnrolmentCancelled(db: Firestore, id: string): Promise<HideResult> {
  const reviewRef = db.doc(`reviews/${id}`);
  const enrolmentRef = typedDoc(db, enrollments, id);
  const hiddenRef = typedDoc(db, hiddenReviews, id);
  const noticeRef = db.doc(`notifications/review_hidden_${id}`);
  return runTransaction(db, async (tx) => {
    const [review, enrolment, notice] = await Promise.all([
      tx.get(reviewRef),
      tx.get(enrolmentRef).then(dataOf),
      tx.get(noticeRef),
    ]);
    if (!review.exists) return 'absent';
    if (!enrolment || countsAsStudent(enrolment.status)) return 'kept';
    // the review as its module reads it (every field; a bad one emptied, as every reader sees it)
    const moved = reviews.read(id, review.data() ?? {}).value;
    const courseId = moved.course_id;
    const course = courseId ? dataOf(await tx.get(typedDoc(db, courses, courseId))) : null;
    const title = course?.title ?? 'your course';
    const now = Timestamp.now();
    tx.set(hiddenRef, { ...moved, hidden_reason: 'enrolment_cancelled', hidden_at: now.toDate() });
    tx.delete(reviewRef);
    if (!notice.exists) {
      tx.create(noticeRef, {
        user_id: moved.learner_id,
        title: REVIEW_HIDDEN_TITLE,
        message: reviewHiddenMessage(title),
        type: 'warning',
        is_read: false,
        action_url: '/my-learning',
        created_at: now,
      });
    }
    return 'hidden';
  });
}

/**
 * After an enrolment write (`enrolment` as written, null when deleted or unreadable): when it no
 * longer counts as a student's (cancelled or refunded), hides the learner's review of that course
 * (same id, hideReviewIfEnrolmentCancelled; docs/decisions/140-refunded-reviews-hidden.md).
 * Replays find nothing left to hide. Throws the Firestore error.
 */
export async function hideReviewOfEndedEnrollment(
  db: Firestore,
  id: string,
  enrolment: Enrollment | null,
): Promise<HideResult | 'counts'> {
  if (!enrolment || countsAsStudent(enrolment.status)) return 'counts';
  return hideReviewIfEnrolmentCancelled(db, id);
}

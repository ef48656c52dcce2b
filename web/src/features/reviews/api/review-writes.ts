import { reviewId, reviewInputSchema, reviewReplyInputSchema, type ReviewInput } from '@skillsetu/domain';
import { deleteDoc, deleteField, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';
import { forgetSavedReview, keepSavedReview } from './saved-reviews';

/** The course a learner reviews, from their enrolment (the rules check it against enrollments/{courseId}_{uid}). */
export interface ReviewTarget {
  courseId: string;
  trainerId: string;
  uid: string;
  /** The public name: first name and last initial (domain reviewerDisplayName). */
  learnerName: string;
}

/**
 * Writes the learner's review of a course: creates reviews/{courseId}_{uid} (created_at and
 * updated_at = server time) or, when `exists`, updates only rating, text, name and updated_at.
 * Input parsed with reviewInputSchema (throws ZodError); the rules reject learners without an
 * enrolment (FirebaseError permission-denied). Once the server confirmed the write, this page keeps
 * the review as saved (`keepSavedReview`), so its card shows it even if a listener misses it.
 */
export async function saveReview(target: ReviewTarget, input: ReviewInput, exists: boolean): Promise<void> {
  const { rating, text } = reviewInputSchema.parse(input);
  const ref = doc(firestore, 'reviews', reviewId(target.courseId, target.uid));
  const fields = {
    course_id: target.courseId,
    trainer_id: target.trainerId,
    learner_id: target.uid,
    learner_name: target.learnerName,
    rating,
    text,
  };
  if (exists) await updateDoc(ref, { rating, text, learner_name: target.learnerName, updated_at: serverTimestamp() });
  else await setDoc(ref, { ...fields, created_at: serverTimestamp(), updated_at: serverTimestamp() });
  const now = new Date();
  keepSavedReview({ id: ref.id, ...fields, created_at: now, updated_at: now, reply: null });
}

/** Deletes the learner's own review of a course (the rules allow only its author and admins); this page forgets it. */
export async function deleteReview(courseId: string, uid: string): Promise<void> {
  const id = reviewId(courseId, uid);
  await deleteDoc(doc(firestore, 'reviews', id));
  forgetSavedReview(id);
}

/**
 * The course's trainer posts or replaces the one public reply of a review (text 1..2,000 characters,
 * created_at = server time), or removes it with `text` null. Throws ZodError on bad input and
 * permission-denied for anyone but the review's trainer.
 */
export async function saveReply(reviewDocId: string, text: string | null): Promise<void> {
  const ref = doc(firestore, 'reviews', reviewDocId);
  if (text === null) {
    await updateDoc(ref, { reply: deleteField() });
    return;
  }
  const parsed = reviewReplyInputSchema.parse({ text });
  await updateDoc(ref, { reply: { text: parsed.text, created_at: serverTimestamp() } });
}

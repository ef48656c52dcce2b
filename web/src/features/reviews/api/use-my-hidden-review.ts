import { reviewId, type Review } from '@skillsetu/domain';
import { doc } from 'firebase/firestore';
import { useLiveDoc } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { reviewConverter } from './review-converter';

/**
 * The signed-in learner's review of a course that the server hid because the enrolment was
 * cancelled and refunded (`hidden_reviews/{courseId_uid}`, readable by its author only;
 * docs/decisions/140-refunded-reviews-hidden.md), live. Pass `watch` false for an active enrolment
 * (nothing is read). undefined while loading or not watched, null when none.
 */
export function useMyHiddenReview(courseId: string, uid: string, watch: boolean): Review | null | undefined {
  const live = useLiveDoc(
    watch ? doc(firestore, 'hidden_reviews', reviewId(courseId, uid)).withConverter(reviewConverter) : null,
    'Hidden review fetch',
  );
  return live.status === 'success' ? (live.data ?? null) : undefined;
}

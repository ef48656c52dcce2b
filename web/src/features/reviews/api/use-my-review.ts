import { reviewId, type Review } from '@skillsetu/domain';
import { doc } from 'firebase/firestore';
import { useLiveDoc } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { reviewConverter } from './review-converter';
import { useSavedReview } from './saved-reviews';

/**
 * The signed-in learner's own review of a course, live: undefined while loading, null when none (or
 * unreadable, logged). A review this page saved stands while the listener reports none: the
 * Firestore emulator can report a just-created document missing, and the listener then ignores the
 * creation (docs/decisions/287-contact-state-as-queries.md, "a review this page saved").
 */
export function useMyReview(courseId: string, uid: string): Review | null | undefined {
  const id = reviewId(courseId, uid);
  const live = useLiveDoc(doc(firestore, 'reviews', id).withConverter(reviewConverter), 'Review fetch');
  const saved = useSavedReview(id);
  return live.status === 'loading' ? undefined : (live.data ?? saved ?? null);
}

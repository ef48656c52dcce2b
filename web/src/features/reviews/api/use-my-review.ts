import { reviewId, type Review } from '@skillsetu/domain';
import { doc } from 'firebase/firestore';
import { useLiveDoc } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { reviewConverter } from './review-converter';

/** The signed-in learner's own review of a course, live: undefined while loading, null when none (or unreadable, logged). */
export function useMyReview(courseId: string, uid: string): Review | null | undefined {
  const live = useLiveDoc(
    doc(firestore, 'reviews', reviewId(courseId, uid)).withConverter(reviewConverter),
    'Review fetch',
  );
  return live.status === 'loading' ? undefined : (live.data ?? null);
}

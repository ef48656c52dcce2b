import { reviewId, type Review } from '@skillsetu/domain';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { reviewFromData } from './review-converter';

/** The signed-in learner's own review of a course, live: undefined while loading, null when none. */
export function useMyReview(courseId: string, uid: string): Review | null | undefined {
  const id = reviewId(courseId, uid);
  const [state, setState] = useState<{ id: string; review: Review | null } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        doc(firestore, 'reviews', id),
        (snap) => setState({ id, review: reviewFromData(snap.id, snap.data({ serverTimestamps: 'estimate' })) }),
        (err) => {
          console.error('Review fetch failed', err);
          setState({ id, review: null });
        },
      ),
    [id],
  );
  return state?.id === id ? state.review : undefined;
}

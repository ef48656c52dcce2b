import type { ReviewStats } from '@skillsetu/domain';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { reviewStatsFromData } from './review-converter';
import type { ReviewScope } from './use-reviews-page';

/**
 * Live review_stats of a scope (count, mean with one decimal, count per star), written by the review
 * trigger (docs/decisions/030-review-stats.md): one document read. null while loading; zero stats
 * when no review exists yet or the read fails (logged).
 */
export function useReviewStats(scope: ReviewScope): ReviewStats | null {
  const id = `${scope.field === 'trainer_id' ? 'trainer' : 'course'}_${scope.value}`;
  const [state, setState] = useState<{ id: string; stats: ReviewStats } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        doc(firestore, 'review_stats', id),
        (snap) => setState({ id, stats: reviewStatsFromData(snap.data()) }),
        (err) => {
          console.error('Review stats fetch failed', err);
          setState({ id, stats: reviewStatsFromData(undefined) });
        },
      ),
    [id],
  );
  return state?.id === id ? state.stats : null;
}

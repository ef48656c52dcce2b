import type { ReviewStats } from '@skillsetu/domain';
import { doc } from 'firebase/firestore';
import { useLiveDoc } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { NO_REVIEW_STATS, reviewStatsConverter } from './review-converter';
import type { ReviewScope } from './use-reviews-page';

/**
 * Live review_stats of a scope (count, mean with one decimal, count per star), written by the review
 * trigger (docs/decisions/030-review-stats.md): one document read. null while loading; zero stats
 * when no review exists yet or the read fails (logged).
 */
export function useReviewStats(scope: ReviewScope): ReviewStats | null {
  const id = `${scope.field === 'trainer_id' ? 'trainer' : 'course'}_${scope.value}`;
  const live = useLiveDoc(doc(firestore, 'review_stats', id).withConverter(reviewStatsConverter), 'Review stats fetch');
  if (live.status === 'loading') return null;
  return live.status === 'success' ? (live.data ?? NO_REVIEW_STATS) : NO_REVIEW_STATS;
}

import { Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { WithFirebase } from '../../../lib/firebase/with-firebase';
import { ReviewsPanel } from './reviews-panel';

/**
 * The Reviews tab of /trainer/{id} and /trainer-profile: all reviews of the trainer's courses, with
 * average, count and distribution. Loaded lazily when the tab opens (never in the page's first
 * paint), with its own Firebase boundary; `fallback` shows while it loads and if it fails.
 * `courseTitles` maps course ids to titles.
 */
export function TrainerReviewsTab({
  trainerUid,
  courseTitles,
  fallback,
}: {
  trainerUid: string;
  courseTitles: Record<string, string>;
  fallback?: ReactNode;
}) {
  const loading = fallback ?? <Spinner size="sm" aria-label="Loading reviews" />;
  return (
    <ErrorBoundary fallback={loading}>
      <WithFirebase fallback={loading}>
        <ReviewsPanel scope={{ field: 'trainer_id', value: trainerUid }} courseTitles={courseTitles} />
      </WithFirebase>
    </ErrorBoundary>
  );
}

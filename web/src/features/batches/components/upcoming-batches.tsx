import { Spinner, Text } from '@chakra-ui/react';
import { LISTING_MESSAGES } from '@skillsetu/domain';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { WithFirebase } from '../../../lib/firebase/with-firebase';
import type { BatchScope } from '../api/use-upcoming-batches';
import { UpcomingBatchList } from './upcoming-batch-list';

/**
 * The Upcoming tab's content on /trainer/{id} and /course/{id} (ADR 080): future scheduled batches
 * with seats left, or the spec's 'No upcoming courses scheduled at the moment.'. Loaded lazily when
 * the tab opens (never in the page's first paint), with its own Firebase boundary; a failure shows
 * the spec's text.
 */
export function UpcomingBatches({ scope, courseTitles }: { scope: BatchScope; courseTitles?: Record<string, string> }) {
  const none = <Text color="fg.muted">{LISTING_MESSAGES.noUpcoming}</Text>;
  return (
    <ErrorBoundary fallback={none}>
      <WithFirebase fallback={<Spinner size="sm" aria-label="Loading upcoming batches" />}>
        <UpcomingBatchList scope={scope} courseTitles={courseTitles} />
      </WithFirebase>
    </ErrorBoundary>
  );
}

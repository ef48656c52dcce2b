import { Box, Button, Center, SimpleGrid, Stack } from '@chakra-ui/react';
import type { TrainerCard, TrainerListingFilters } from '@skillsetu/domain';
import { memo, useDeferredValue } from 'react';
import { useTrainerListing } from '../api/use-trainer-listing';
import { countActiveFilters } from '../utils/listing-url';
import { TrainerListingEmpty } from './trainer-listing-empty';
import { TrainerListingError } from './trainer-listing-error';
import { TrainerResultsHeader } from './trainer-results-header';
import { TrainerResultsLoading } from './trainer-results-loading';
import { TrainerSummaryCard } from './trainer-summary-card';

export interface TrainerResultsProps {
  /** The committed filters (from the URL). */
  filters: TrainerListingFilters;
  /** Clears every filter (the empty state's Clear All). */
  onClearAll: () => void;
}

/**
 * The Firestore-reading part of Find Trainers (spec §2): result count, 'Live Data' badge, live
 * paginated cards from `trainer_cards` with Load more, and the loading, empty and error states.
 * Loaded lazily inside `<WithFirebase>` so the page shell paints without the Firebase SDK.
 */
export function TrainerResults({ filters, onClearAll }: TrainerResultsProps) {
  const listing = useTrainerListing(filters);
  // The cards are a large tree: they render as a time-sliced deferred render (no long main-thread
  // task); until the first one is ready the loading placeholder stays, so nothing moves (CLS).
  const trainers = useDeferredValue(listing.trainers);
  if (listing.status === 'loading' || (trainers.length === 0 && listing.trainers.length > 0)) {
    return <TrainerResultsLoading />;
  }
  return (
    <Stack gap="6">
      <TrainerResultsHeader total={listing.total} shown={listing.trainers.length} loading={false} live={listing.live} />
      {listing.status === 'error' ? (
        <TrainerListingError onRetry={listing.retry} />
      ) : listing.trainers.length === 0 ? (
        <TrainerListingEmpty filtered={countActiveFilters(filters) > 0} onClearAll={onClearAll} />
      ) : (
        <>
          <TrainerGrid trainers={trainers} />
          {listing.hasMore && (
            <Center>
              <Button
                variant="outline"
                loading={listing.loadingMore}
                loadingText="Loading..."
                onClick={listing.loadMore}
              >
                Load more
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * The result cards; memoised so a render with unchanged (or still deferred) cards skips them. A card
 * off screen costs no style or layout work until it nears the viewport (CSS content-visibility; the
 * estimate holds its place until it has been rendered once).
 */
const TrainerGrid = memo(function TrainerGrid({ trainers }: { trainers: TrainerCard[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-label="Trainers">
      {trainers.map((t) => (
        <Box as="li" key={t.uid} contentVisibility="auto" containIntrinsicSize="auto 340px">
          <TrainerSummaryCard trainer={t} />
        </Box>
      ))}
    </SimpleGrid>
  );
});

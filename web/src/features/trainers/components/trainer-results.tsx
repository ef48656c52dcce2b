import { Box, Button, Center, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TrainerCard, TrainerListingFilters } from '@skillsetu/domain';
import { memo, startTransition, useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { useTrainerListing } from '../api/use-trainer-listing';
import { countActiveFilters } from '../utils/listing-url';
import { searchSummary } from '../utils/search-summary';
import { TrainerListingEmpty } from './trainer-listing-empty';
import { TrainerListingError } from './trainer-listing-error';
import { TrainerResultsHeader } from './trainer-results-header';
import { TrainerSummaryCard } from './trainer-summary-card';

export interface TrainerResultsProps {
  /** The committed filters (from the URL). */
  filters: TrainerListingFilters;
  /** Clears every filter (the empty state's Clear All). */
  onClearAll: () => void;
  /**
   * Called with false while there is nothing to show yet (the first page on its way: this renders
   * nothing, the page shows its loading grid) and with true once results, the empty state or the
   * error are rendered, before they paint.
   */
  onShownChange: (shown: boolean) => void;
}

/**
 * The Firestore-reading part of Find Trainers (docs/product.md#listing-and-search): result count, 'Live Data' badge, live
 * paginated cards from `trainer_cards` with Load more, and the loading, empty and error states.
 * Loaded lazily so the page shell paints first; its Firestore listeners run in the trainer-cards
 * worker (api/use-trainer-listing.ts), never on the main thread.
 */
export function TrainerResults({ filters, onClearAll, onShownChange }: TrainerResultsProps) {
  const listing = useTrainerListing(filters);
  // The cards are a large tree: they render as a time-sliced deferred render (no long main-thread
  // task); until the first one is ready the page's loading grid stays, so nothing moves (CLS).
  const trainers = useDeferredValue(listing.trainers);
  const shown = !(listing.status === 'loading' || (trainers.length === 0 && listing.trainers.length > 0));
  // A layout effect: the page drops its loading grid in the same frame as the results appear.
  useLayoutEffect(() => onShownChange(shown), [shown, onShownChange]);
  if (!shown) return null;
  return (
    <Stack gap="6">
      <TrainerResultsHeader
        total={listing.total}
        shown={listing.trainers.length}
        loading={false}
        live={listing.live}
        summary={searchSummary(filters)}
      />
      {listing.status === 'error' ? (
        <TrainerListingError onRetry={listing.retry} />
      ) : listing.trainers.length === 0 && !listing.hasMore ? (
        <TrainerListingEmpty filtered={countActiveFilters(filters) > 0} onClearAll={onClearAll} />
      ) : (
        <>
          {listing.trainers.length === 0 ? (
            <Text color="fg.muted" textAlign="center">
              No match among the trainers checked so far. Load more to keep looking.
            </Text>
          ) : (
            <TrainerGrid trainers={trainers} />
          )}
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

/** Height a card is reserved before it renders (containIntrinsicSize below), in CSS pixels. */
const CARD_HEIGHT_PX = 340;

/**
 * Cards in the grid's first commit: the grid's columns (Chakra's `md` and `lg` breakpoints, 768 and
 * 1024 px) times one row more than the viewport's height holds. The cards committed next are then
 * all below the fold, so they never move anything visible (the footer stays out of view).
 */
function firstCommitCards(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return Infinity;
  const columns = window.matchMedia('(min-width: 1024px)').matches
    ? 3
    : window.matchMedia('(min-width: 768px)').matches
      ? 2
      : 1;
  return columns * (Math.ceil(window.innerHeight / CARD_HEIGHT_PX) + 1);
}

/**
 * The result cards; memoised so a render with unchanged (or still deferred) cards skips them. The
 * first few cards (firstCommitCards) commit first and the rest in the next transition: React cannot split
 * a commit, and a page of cards with their styles is one long main-thread task at once (docs/performance.md,
 * Total Blocking Time); the later cards are below the fold, so nothing visible moves. A card off
 * screen costs no style or layout work until it nears the viewport (CSS content-visibility; the
 * estimate holds its place until it has been rendered once).
 */
const TrainerGrid = memo(function TrainerGrid({ trainers }: { trainers: TrainerCard[] }) {
  const [firstCommit] = useState(firstCommitCards);
  const [firstCommitDone, setFirstCommitDone] = useState(false);
  useEffect(() => startTransition(() => setFirstCommitDone(true)), []);
  const shown = firstCommitDone ? trainers : trainers.slice(0, firstCommit);
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-label="Trainers">
      {shown.map((t) => (
        <Box as="li" key={t.uid} contentVisibility="auto" containIntrinsicSize={`auto ${CARD_HEIGHT_PX}px`}>
          <TrainerSummaryCard trainer={t} />
        </Box>
      ))}
    </SimpleGrid>
  );
});

import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { TrainerListingFilters } from '@skillsetu/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isPrerendering } from '../../../lib/prerender-flag';
import { useListingFilters } from '../hooks/use-listing-filters';
import { LISTING_DEFAULTS } from '../utils/listing-url';
import { TrainerFilterBar } from './trainer-filter-bar';
import { TrainerResultsLoading } from './trainer-results-loading';

const loadResults = () => import('./trainer-results');
// The trainer-cards worker (Firestore and the listing's listeners, off the main thread)
const startWorker = () => import('../api/worker/client').then((m) => m.startTrainerCardsWorker());
const TrainerResults = lazy(() => loadResults().then((m) => ({ default: m.TrainerResults })));
// build time only: puts the result cards' CSS into the prerendered page
const ResultStylesForPrerender = lazy(() => import('./result-styles-for-prerender'));

/**
 * Find Trainers (docs/product.md#listing-and-search): filters in the URL, live paginated results from `trainer_cards`. The
 * heading, the filter bar and the loading grid paint without Firebase; the results load lazily
 * (ResultsArea) and read Firestore through the trainer-cards worker, which starts right after the
 * first paint, so the Firebase SDK never runs on the page's main thread.
 */
export function FindTrainersPage() {
  const [filters, setFilters] = useListingFilters();
  // Fetch the results chunk and start the worker right after first paint, together (no waterfall). In
  // a task of its own: the import inserts a modulepreload link per chunk it needs (~1 ms each on a
  // phone), which would lengthen the first render's effects task (Total Blocking Time).
  useEffect(() => {
    const timer = setTimeout(() => {
      // a failure shows when the results render
      startWorker().catch(() => undefined);
      loadResults().catch(() => undefined);
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Find Trainers
          </Heading>
          <Text color="fg.muted">Search verified skill trainers across India.</Text>
        </Stack>
        <Stack gap="3">
          <TrainerFilterBar filters={filters} onFiltersChange={setFilters} />
          {isPrerendering() && (
            <Suspense fallback={null}>
              <ResultStylesForPrerender />
            </Suspense>
          )}
          <ResultsArea filters={filters} onClearAll={() => setFilters(LISTING_DEFAULTS)} />
        </Stack>
      </Stack>
    </Container>
  );
}

/**
 * The loading grid and the results. The grid belongs here, not to the Suspense fallback or the
 * results: it stays the same mounted elements from the first render until the results have
 * something to show (a fallback and the results' own loading state would each build, lay out and
 * replace a new grid). Its own component, so that dropping the grid re-renders only this part of the
 * page, not the filter bar.
 */
function ResultsArea({ filters, onClearAll }: { filters: TrainerListingFilters; onClearAll: () => void }) {
  const [resultsShown, setResultsShown] = useState(false);
  return (
    <>
      {!resultsShown && <TrainerResultsLoading />}
      <Suspense fallback={null}>
        <TrainerResults filters={filters} onClearAll={onClearAll} onShownChange={setResultsShown} />
      </Suspense>
    </>
  );
}

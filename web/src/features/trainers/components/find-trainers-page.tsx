import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, useEffect } from 'react';
import { WithFirebase } from '../../../lib/firebase/with-firebase';
import { useListingFilters } from '../hooks/use-listing-filters';
import { LISTING_DEFAULTS } from '../utils/listing-url';
import { TrainerFilterBar } from './trainer-filter-bar';
import { TrainerResultsLoading } from './trainer-results-loading';

const loadResults = () => import('./trainer-results');
const TrainerResults = lazy(() => loadResults().then((m) => ({ default: m.TrainerResults })));

/**
 * Find Trainers (spec §2): filters in the URL, live paginated results from `trainer_cards`. The
 * heading, the filter bar and the loading grid paint without Firebase; the results (which read
 * Firestore) load lazily behind `<WithFirebase>` with the same loading grid as the fallback.
 */
export function FindTrainersPage() {
  const [filters, setFilters] = useListingFilters();
  // Fetch the results chunk right after first paint, alongside the Firebase SDK (no waterfall).
  useEffect(() => {
    loadResults().catch(() => undefined); // a failure surfaces when the lazy results render
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
          <WithFirebase fallback={<TrainerResultsLoading />}>
            <TrainerResults filters={filters} onClearAll={() => setFilters(LISTING_DEFAULTS)} />
          </WithFirebase>
        </Stack>
      </Stack>
    </Container>
  );
}

import { Button, Center, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { activeFilterCount, DEFAULT_LISTING_FILTERS } from '@skillsetu/domain';
import { useTrainerListing } from '../api/use-trainer-listing';
import { useListingFilters } from '../hooks/use-listing-filters';
import { TrainerCardSkeleton } from './trainer-card-skeleton';
import { TrainerFilterBar } from './trainer-filter-bar';
import { TrainerListingEmpty } from './trainer-listing-empty';
import { TrainerListingError } from './trainer-listing-error';
import { TrainerResultsHeader } from './trainer-results-header';
import { TrainerSummaryCard } from './trainer-summary-card';

const SKELETONS = Array.from({ length: 6 }, (_, i) => i);

/** Find Trainers (spec §2): filters in the URL, live paginated results from `trainer_cards`. */
export function FindTrainersPage() {
  const [filters, setFilters] = useListingFilters();
  const listing = useTrainerListing(filters);
  const loading = listing.status === 'loading';
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
          <TrainerResultsHeader
            total={listing.total}
            shown={listing.trainers.length}
            loading={loading}
            live={listing.live}
          />
        </Stack>
        {listing.status === 'error' ? (
          <TrainerListingError onRetry={listing.retry} />
        ) : loading ? (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-busy="true" aria-label="Loading trainers">
            {SKELETONS.map((i) => (
              <TrainerCardSkeleton key={i} />
            ))}
          </SimpleGrid>
        ) : listing.trainers.length === 0 ? (
          <TrainerListingEmpty
            filtered={activeFilterCount(filters) > 0}
            onClearAll={() => setFilters(DEFAULT_LISTING_FILTERS)}
          />
        ) : (
          <>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-label="Trainers">
              {listing.trainers.map((t) => (
                <li key={t.uid}>
                  <TrainerSummaryCard trainer={t} />
                </li>
              ))}
            </SimpleGrid>
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
    </Container>
  );
}

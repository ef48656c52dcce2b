import { SimpleGrid, Stack } from '@chakra-ui/react';
import { TrainerCardSkeleton } from './trainer-card-skeleton';
import { TrainerResultsHeader } from './trainer-results-header';

const SKELETONS = Array.from({ length: 6 }, (_, i) => i);

/**
 * Loading state of the Find Trainers results: the count placeholder, the grey 'Live Data' badge
 * and a grid of card skeletons. FindTrainersPage keeps one mounted from its first render (before
 * Firebase loads) until the first page of results is ready, so nothing moves or is rebuilt.
 */
export function TrainerResultsLoading() {
  return (
    <Stack gap="6">
      <TrainerResultsHeader total={null} shown={0} loading live={false} />
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-busy="true" aria-label="Loading trainers">
        {SKELETONS.map((i) => (
          <TrainerCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LISTING_MESSAGES } from '@skillsetu/domain';
import { LuSearchX, LuUsers } from 'react-icons/lu';

/**
 * The two empty states of Find Trainers (spec §2): 'No trainers found' when filters are set and
 * nothing matches (with Clear All), 'No trainers available' when there is no trainer at all.
 */
export function TrainerListingEmpty({ filtered, onClearAll }: { filtered: boolean; onClearAll: () => void }) {
  return (
    <EmptyState.Root size="lg" borderWidth="1px" borderRadius="l3" borderStyle="dashed">
      <EmptyState.Content alignItems="center" textAlign="center">
        <EmptyState.Indicator>{filtered ? <LuSearchX /> : <LuUsers />}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">
            {filtered ? LISTING_MESSAGES.noTrainersFound : LISTING_MESSAGES.noTrainersAvailable}
          </EmptyState.Title>
          <EmptyState.Description>
            {filtered
              ? 'Try another search, category or city.'
              : 'Trainers appear here as soon as they publish their profiles. Please check back soon.'}
          </EmptyState.Description>
        </VStack>
        {filtered && (
          <Button variant="outline" onClick={onClearAll}>
            {LISTING_MESSAGES.clearAll}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

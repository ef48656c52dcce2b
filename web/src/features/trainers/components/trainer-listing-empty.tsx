import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { LISTING_MESSAGES } from '@skillsetu/domain';
import { LuSearchX, LuUsers } from 'react-icons/lu';

/**
 * The two empty states of Find Trainers (docs/product.md#listing-and-search): 'No trainers found' when filters are set and
 * nothing matches (with Clear All), 'No trainers available' when there is no trainer at all.
 */
export function TrainerListingEmpty({ filtered, onClearAll }: { filtered: boolean; onClearAll: () => void }) {
  return (
    <VStack gap="3" textAlign="center" py="12" px="6" borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <Box fontSize="3xl" color="fg.muted" aria-hidden>
        {filtered ? <LuSearchX /> : <LuUsers />}
      </Box>
      <Heading as="h2" size="lg">
        {filtered ? LISTING_MESSAGES.noTrainersFound : LISTING_MESSAGES.noTrainersAvailable}
      </Heading>
      <Text color="fg.muted">
        {filtered
          ? 'Try another search, category or city.'
          : 'Trainers appear here as soon as they publish their profiles. Please check back soon.'}
      </Text>
      {filtered && (
        <Button variant="outline" onClick={onClearAll}>
          {LISTING_MESSAGES.clearAll}
        </Button>
      )}
    </VStack>
  );
}

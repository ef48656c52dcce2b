import { Badge, HStack, Text } from '@chakra-ui/react';
import { Skeleton } from '../../../components/ui/chakra/skeleton';
import { LISTING_MESSAGES, MAX_LIST_LIMIT } from '@skillsetu/domain';

export interface TrainerResultsHeaderProps {
  /** Matching trainers on the server, counted up to MAX_LIST_LIMIT (50 reads as '50+'); null while counting or offline. */
  total: number | null;
  /** Trainers currently on screen. */
  shown: number;
  loading: boolean;
  /** True when the results come from the live server listener (not only the offline cache). */
  live: boolean;
  /** What was searched ('for “react” · in Pune'), from searchSummary; null without filters. */
  summary?: string | null;
}

/** Result count ('24 trainers found for “react” · in Pune', what was searched) and the 'Live Data' badge of Find Trainers (docs/product.md#listing-and-search). */
export function TrainerResultsHeader({ total, shown, loading, live, summary = null }: TrainerResultsHeaderProps) {
  const count = total === null ? shown : Math.max(total, shown);
  const atLeast = (total === null && shown > 0) || (total !== null && total >= MAX_LIST_LIMIT);
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Text aria-live="polite" data-testid="result-count" fontWeight="medium">
        {loading ? (
          <Skeleton as="span" display="inline-block" h="4" w="32" />
        ) : (
          `${count}${atLeast ? '+' : ''} ${count === 1 ? 'trainer' : 'trainers'} found${summary ? ` ${summary}` : ''}`
        )}
      </Text>
      <Badge
        colorPalette={live ? 'green' : 'gray'}
        variant="subtle"
        title={live ? 'Updates appear as trainers publish' : 'Showing saved results; reconnecting'}
      >
        <span aria-hidden>●</span>
        {LISTING_MESSAGES.liveData}
      </Badge>
    </HStack>
  );
}

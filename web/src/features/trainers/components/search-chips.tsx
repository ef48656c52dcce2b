import { Button, HStack } from '@chakra-ui/react';
import { LuMapPin, LuTag, LuX } from 'react-icons/lu';
import type { SearchChip } from '../utils/search-summary';

/**
 * The city and category a search text named ('react pune' → Pune), as chips, so the learner sees
 * how the query was read; each chip's button removes its words from the search (ADR 070).
 */
export function SearchChips({ chips, onRemove }: { chips: SearchChip[]; onRemove: (chip: SearchChip) => void }) {
  if (chips.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" aria-label="Read from your search" role="group">
      {chips.map((chip) => (
        <Button
          key={chip.kind}
          size="xs"
          variant="subtle"
          colorPalette="blue"
          rounded="full"
          aria-label={`Remove ${chip.kind === 'location' ? 'city' : 'category'} ${chip.value}`}
          data-testid="search-chip"
          onClick={() => onRemove(chip)}
        >
          {chip.kind === 'location' ? <LuMapPin aria-hidden /> : <LuTag aria-hidden />}
          {chip.value}
          <LuX aria-hidden />
        </Button>
      ))}
    </HStack>
  );
}

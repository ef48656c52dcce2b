import { Badge, Box, Button, Flex, Grid, HStack, Spinner, Stack, Text, type FlexProps } from '@chakra-ui/react';
import { LightField as Field, LightInput as Input } from '../../../components/ui/light-field';
import { LightNativeSelect as NativeSelect } from '../../../components/ui/light-native-select';
import {
  CATEGORY_OPTIONS,
  LISTING_MESSAGES,
  LOCATION_OPTIONS,
  removeSearchWords,
  type ListingSort,
  type TrainerListingFilters,
} from '@skillsetu/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LuArrowDownWideNarrow, LuArrowUpNarrowWide, LuBadgeCheck, LuSearch, LuX } from 'react-icons/lu';
import type { FilterChangeOptions } from '../hooks/use-listing-filters';
import { useSearchIndicator } from '../hooks/use-search-indicator';
import { countActiveFilters, LISTING_DEFAULTS } from '../utils/listing-url';
import { readFilters, type SearchChip } from '../utils/search-summary';
import { OptionalSelect } from './optional-select';
import { SearchChips } from './search-chips';
import { SORT_LABELS } from './sort-options';

// the start element of Chakra's InputGroup: the icon over the input's start padding
const SEARCH_ICON: FlexProps = {
  position: 'absolute',
  insetInlineStart: '0',
  zIndex: 2,
  h: 'full',
  px: '3',
  align: 'center',
  justify: 'center',
  color: 'fg.muted',
  fontSize: 'sm',
  pointerEvents: 'none',
};

export interface TrainerFilterBarProps {
  /** The committed filters (from the URL). */
  filters: TrainerListingFilters;
  /** Called with the next filters: at once for selects, 300 ms after the last keystroke for the text. */
  onFiltersChange: (next: TrainerListingFilters, options?: FilterChangeOptions) => void;
}

/**
 * Find Trainers filter bar (docs/product.md#listing-and-search): text search, Category and Location selects, sort field and
 * ascending/descending toggle, the 'Verified only' toggle and the chips of a city or category the
 * search text named (ADR 070, 071), active-filter count badge with Clear All, and the 300 ms
 * 'Searching...' indicator on every change. Stacks vertically on small screens.
 */
export function TrainerFilterBar({ filters, onFiltersChange }: TrainerFilterBarProps) {
  const [text, setText] = useState(filters.search);
  const [committedSearch, setCommittedSearch] = useState(filters.search);
  const textRef = useRef(text);
  const filtersRef = useRef(filters);
  useEffect(() => {
    filtersRef.current = filters;
  }, [filters]);
  if (committedSearch !== filters.search) {
    // The URL changed under us (Back, Clear All, a shared link): show its search text.
    setCommittedSearch(filters.search);
    setText(filters.search);
    textRef.current = filters.search;
  }

  const commitText = useCallback(() => {
    const current = filtersRef.current;
    if (textRef.current !== current.search) {
      filtersRef.current = { ...current, search: textRef.current };
      onFiltersChange(filtersRef.current, { replace: current.search.trim() !== '' });
    }
  }, [onFiltersChange]);
  const { searching, touch } = useSearchIndicator(commitText);

  // Built on the latest requested filters, not on props: the router applies URL changes in a
  // transition, so a second quick change must not undo the first one.
  const change = (patch: Partial<TrainerListingFilters>) => {
    const next = { ...filtersRef.current, search: textRef.current, ...patch };
    filtersRef.current = next;
    onFiltersChange(next);
    touch();
  };
  const clearAll = () => {
    setText('');
    textRef.current = '';
    filtersRef.current = LISTING_DEFAULTS;
    onFiltersChange(LISTING_DEFAULTS);
    touch();
  };

  // a chip drops the words that named its city or category (ADR 070)
  const removeChip = (chip: SearchChip) => {
    const search = removeSearchWords(filtersRef.current.search, chip.words ?? '');
    setText(search);
    textRef.current = search;
    change({ search });
  };

  const count = countActiveFilters({ ...filters, search: text });
  const descending = filters.direction === 'desc';

  return (
    <Stack
      gap="3"
      as="form"
      role="search"
      aria-label="Find trainers"
      onSubmit={(e) => {
        e.preventDefault();
        commitText();
      }}
    >
      <Grid
        templateColumns={{ base: '1fr', md: '1fr 1fr', lg: '2fr 1fr 1fr minmax(16rem, 1.3fr)' }}
        gap="3"
        alignItems="end"
      >
        <Field.Root gridColumn={{ md: 'span 2', lg: 'auto' }}>
          <Field.Label>Search</Field.Label>
          {/* Chakra's InputGroup drawn by hand: its Group and element code stay off this page (ADR 251) */}
          <Box position="relative" display="flex" w="full" isolation="isolate">
            <Flex {...SEARCH_ICON}>
              <LuSearch aria-hidden />
            </Flex>
            <Input
              type="search"
              value={text}
              placeholder="Search by name, skill or city"
              ps="var(--input-height)"
              onChange={(e) => {
                setText(e.target.value);
                textRef.current = e.target.value;
                touch();
              }}
            />
          </Box>
        </Field.Root>
        <OptionalSelect
          label="Category"
          allLabel="All Categories"
          options={CATEGORY_OPTIONS}
          value={filters.category}
          onChange={(category) => change({ category })}
        />
        <OptionalSelect
          label="Location"
          allLabel="All Locations"
          options={LOCATION_OPTIONS}
          value={filters.location}
          onChange={(location) => change({ location })}
        />
        <Field.Root gridColumn={{ md: 'span 2', lg: 'auto' }}>
          <Field.Label>Sort by</Field.Label>
          <HStack gap="2" w="full">
            <NativeSelect.Root flex="1">
              <NativeSelect.Field
                value={filters.sort}
                onChange={(e) => change({ sort: e.target.value as ListingSort })}
              >
                {(Object.keys(SORT_LABELS) as ListingSort[]).map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              variant="outline"
              title={descending ? 'Highest first; click for lowest first' : 'Lowest first; click for highest first'}
              onClick={() => change({ direction: descending ? 'asc' : 'desc' })}
            >
              {descending ? <LuArrowDownWideNarrow aria-hidden /> : <LuArrowUpNarrowWide aria-hidden />}
              {descending ? 'Descending' : 'Ascending'}
            </Button>
          </HStack>
        </Field.Root>
      </Grid>
      <HStack gap="3" minH="6" wrap="wrap">
        <Button
          size="sm"
          variant={filters.verified ? 'solid' : 'outline'}
          colorPalette="green"
          aria-pressed={filters.verified}
          onClick={() => change({ verified: !filters.verified })}
        >
          <LuBadgeCheck aria-hidden />
          Verified only
        </Button>
        <SearchChips chips={readFilters(filters).chips} onRemove={removeChip} />
        {count > 0 && (
          <>
            <HStack gap="2">
              <Text fontSize="sm" color="fg.muted">
                Active filters
              </Text>
              <Badge colorPalette="blue" variant="solid" data-testid="active-filter-count">
                {count}
              </Badge>
            </HStack>
            <Button size="sm" variant="ghost" colorPalette="red" onClick={clearAll}>
              <LuX aria-hidden />
              {LISTING_MESSAGES.clearAll}
            </Button>
          </>
        )}
        <Box role="status" aria-live="polite" ms="auto">
          {searching && (
            <HStack gap="2" color="fg.muted" fontSize="sm">
              <Spinner size="xs" />
              <Text>{LISTING_MESSAGES.searching}</Text>
            </HStack>
          )}
        </Box>
      </HStack>
    </Stack>
  );
}

import { Box, Container, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { LightInput as Input } from '../../../components/ui/light-field';
import { LightNativeSelect as NativeSelect } from '../../../components/ui/light-native-select';
import { Skeleton } from '../../../components/ui/chakra/skeleton';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { CategoryMeta } from '../category-meta';
import {
  CATEGORY_SORTS,
  filterAndSort,
  fromSample,
  type CategorySort,
  type CategoryTrainer,
} from '../category-trainer';
import { SAMPLE_TRAINERS } from '../sample-trainers';
import { CategoryTrainerGrid } from './category-trainer-grid';

// The live query (in the trainer-cards worker) loads after the page has painted its hero and skeletons.
const LiveCategoryTrainers = lazy(() =>
  import('./live-category-trainers').then((m) => ({ default: m.LiveCategoryTrainers })),
);

function LoadingGrid() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" role="status" aria-label="Loading trainers">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h="80" rounded="xl" />
      ))}
    </SimpleGrid>
  );
}

/**
 * A category page (docs/product.md#public-pages): hero, search, sort, count in the heading and trainer cards. Live
 * trainer cards of the category come first; the sample trainers only fill an empty category.
 */
export function CategoryPage({ meta }: { meta: CategoryMeta }) {
  useDocumentTitle(`${meta.name} Trainers`, `Find verified ${meta.name} trainers in India. ${meta.tagline}`);
  const [live, setLive] = useState<CategoryTrainer[] | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CategorySort>('rating');
  // The cards arrive as a transition: React renders the grid in slices of a few milliseconds instead
  // of one long task (docs/decisions/280-course-page-work-off-the-commit.md, Total Blocking Time).
  const onCards = useCallback((c: CategoryTrainer[]) => startTransition(() => setLive(c)), []);
  const samples = useMemo(() => (SAMPLE_TRAINERS[meta.slug] ?? []).map(fromSample), [meta.slug]);
  const source = live === null ? null : live.length > 0 ? live : samples;
  const shown = useMemo(
    () => (source ? filterAndSort(source, search, sort, meta.slug) : null),
    [source, search, sort, meta.slug],
  );

  return (
    <>
      <Box bgGradient="to-r" gradientFrom="blue.700" gradientTo="blue.900" color="white" py={{ base: '10', md: '14' }}>
        <Container maxW="7xl">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.2">
            {meta.name} Trainers
          </Heading>
          <Text mt="2" fontSize={{ base: 'md', md: 'lg' }} color="blue.100" maxW="3xl">
            {meta.tagline}
          </Text>
        </Container>
      </Box>
      <Container maxW="7xl" py="8">
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} mb="6">
          <Input
            type="search"
            placeholder="Search trainers or skills..."
            aria-label="Search trainers or skills"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            flex={{ md: '1' }}
          />
          <NativeSelect.Root width={{ base: 'full', md: '60' }}>
            <NativeSelect.Field
              aria-label="Sort trainers"
              value={sort}
              onChange={(e) => setSort(e.target.value as CategorySort)}
            >
              {CATEGORY_SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <Heading as="h2" size="lg" mb="4" aria-live="polite">
          {shown ? `${shown.length} ${shown.length === 1 ? 'Trainer' : 'Trainers'} Available` : 'Loading trainers...'}
        </Heading>
        {shown ? <CategoryTrainerGrid trainers={shown} slug={meta.slug} /> : <LoadingGrid />}
        <ErrorBoundary fallback={<SampleFallback onCards={onCards} />}>
          <Suspense fallback={null}>
            <LiveCategoryTrainers name={meta.name} onCards={onCards} />
          </Suspense>
        </ErrorBoundary>
      </Container>
    </>
  );
}

/** When the live query fails, show the samples (an empty live list). */
function SampleFallback({ onCards }: { onCards: (c: CategoryTrainer[]) => void }) {
  useEffect(() => onCards([]), [onCards]);
  return null;
}

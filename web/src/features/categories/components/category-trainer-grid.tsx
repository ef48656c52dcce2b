import { SimpleGrid, Text } from '@chakra-ui/react';
import { LISTING_MESSAGES } from '@skillsetu/domain';
import type { CategoryTrainer } from '../category-trainer';
import { CategoryTrainerCard } from './category-trainer-card';

/** The result grid, or the spec's empty state 'No trainers found matching your criteria.' */
export function CategoryTrainerGrid({ trainers, slug }: { trainers: CategoryTrainer[]; slug: string }) {
  if (trainers.length === 0) {
    return (
      <Text textAlign="center" color="fg.muted" py="16" role="status">
        {LISTING_MESSAGES.categoryEmpty}
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {trainers.map((t) => (
        <CategoryTrainerCard key={t.key} trainer={t} slug={slug} />
      ))}
    </SimpleGrid>
  );
}

import { Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { FEATURED_TRAINERS_ON_HOME } from '@skillsetu/domain';
import { startTransition, useEffect, useState } from 'react';
import { useAfterLoad } from '../hooks/use-after-load';
import { SAMPLE_FEATURED_TRAINERS } from '../content/sample-featured-trainers';
import { fillFeatured, type FeaturedTrainer } from '../featured-trainer';
import { FeaturedTrainerCard } from './featured-trainer-card';

/**
 * Featured trainers (docs/product.md#public-pages): the sample trainers paint first; after the page has
 * loaded, the first four live trainer cards (one Firestore Lite read) replace them. Four same-size
 * slots, no layout shift; on a failed read the samples stay.
 */
export function FeaturedTrainersSection() {
  const [live, setLive] = useState<FeaturedTrainer[]>([]);
  const ready = useAfterLoad();
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    import('../api/fetch-featured-trainer-cards')
      .then((m) => m.fetchFeaturedTrainerCards(FEATURED_TRAINERS_ON_HOME))
      // a transition: the four cards re-render time-sliced, never as one long task
      .then((cards) => !cancelled && startTransition(() => setLive(cards)))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [ready]);
  const trainers = fillFeatured(live, SAMPLE_FEATURED_TRAINERS, FEATURED_TRAINERS_ON_HOME);
  return (
    <Container as="section" aria-labelledby="featured-heading" maxW="7xl" py={{ base: '12', md: '16' }}>
      <Heading as="h2" id="featured-heading" size="2xl" textAlign="center">
        Featured Trainers
      </Heading>
      <Text textAlign="center" color="fg.muted" mt="2" mb="8">
        Learn from verified experts across India
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {trainers.map((t) => (
          <FeaturedTrainerCard key={t.key} trainer={t} />
        ))}
      </SimpleGrid>
    </Container>
  );
}

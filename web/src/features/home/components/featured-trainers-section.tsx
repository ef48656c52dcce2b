import { Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { FEATURED_TRAINERS_ON_HOME } from '@skillsetu/domain';
import { startTransition, useEffect, useState } from 'react';
import { SAMPLE_FEATURED_TRAINERS } from '../content/sample-featured-trainers';
import { whenIdle } from '../../../lib/when-idle';
import { fillFeatured, type FeaturedTrainer } from '../featured-trainer';
import { FeaturedTrainerCard } from './featured-trainer-card';

/** Waits for the page load and an idle moment, so Firebase never competes with first paint. */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const go = () => whenIdle(() => !cancelled && setReady(true), { fallbackMs: 1 });
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', go);
    };
  }, []);
  return ready;
}

/**
 * Featured trainers (spec §2 Home page): the sample trainers paint first; after the page has
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

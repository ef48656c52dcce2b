import { Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { FEATURED_TRAINERS_ON_HOME } from '@skillsetu/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { WithFirebase } from '../../../lib/firebase/with-firebase';
import { SAMPLE_FEATURED_TRAINERS } from '../content/sample-featured-trainers';
import { fillFeatured, type FeaturedTrainer } from '../featured-trainer';
import { FeaturedTrainerCard } from './featured-trainer-card';

const LiveFeaturedTrainers = lazy(() =>
  import('./live-featured-trainers').then((m) => ({ default: m.LiveFeaturedTrainers })),
);

/** Waits for the page load and an idle moment, so Firebase never competes with first paint. */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const go = () => {
      const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
      idle(() => !cancelled && setReady(true));
    };
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
 * Featured trainers (spec §2 Home page): the sample trainers paint first; the first four live
 * trainer cards replace them once Firebase has loaded lazily. Four same-size slots, no layout shift.
 */
export function FeaturedTrainersSection() {
  const [live, setLive] = useState<FeaturedTrainer[]>([]);
  const ready = useAfterLoad();
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
      {ready && (
        <Suspense fallback={null}>
          <WithFirebase>
            <LiveFeaturedTrainers count={FEATURED_TRAINERS_ON_HOME} onCards={setLive} />
          </WithFirebase>
        </Suspense>
      )}
    </Container>
  );
}

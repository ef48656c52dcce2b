import { useEffect } from 'react';
import { useFeaturedTrainerCards } from '../api/use-featured-trainer-cards';
import type { FeaturedTrainer } from '../featured-trainer';

/** Loads the live featured trainer cards and hands them up; renders nothing (lazy module). */
export function LiveFeaturedTrainers({ count, onCards }: { count: number; onCards: (c: FeaturedTrainer[]) => void }) {
  const cards = useFeaturedTrainerCards(count);
  useEffect(() => {
    if (cards) onCards(cards);
  }, [cards, onCards]);
  return null;
}

import { useEffect } from 'react';
import { useCategoryTrainerCards } from '../api/use-category-trainer-cards';
import type { CategoryTrainer } from '../category-trainer';

/** Loads the live cards of a category and hands them up; renders nothing. */
export function LiveCategoryTrainers({ name, onCards }: { name: string; onCards: (c: CategoryTrainer[]) => void }) {
  const cards = useCategoryTrainerCards(name);
  useEffect(() => {
    if (cards) onCards(cards);
  }, [cards, onCards]);
  return null;
}

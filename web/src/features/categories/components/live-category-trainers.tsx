import { useEffect } from 'react';
import { listenToTrainerCardsPage } from '../../trainers';
import { categoryCardsSpec, toCategoryTrainer } from '../category-cards';
import type { CategoryTrainer } from '../category-trainer';

/**
 * Listens to the live cards of a category and hands them up (renders nothing). The listener runs
 * in the trainer-cards worker, so no Firebase SDK is evaluated on the page's main thread
 * (docs/decisions/281-category-cards-in-the-worker.md). A failed listener hands up [] (the page
 * then shows its sample trainers); an empty snapshot from the worker's cache is not an answer yet.
 */
export function LiveCategoryTrainers({ name, onCards }: { name: string; onCards: (c: CategoryTrainer[]) => void }) {
  useEffect(
    () =>
      listenToTrainerCardsPage(
        categoryCardsSpec(name),
        null,
        (snap) => {
          if (!snap.changed || (snap.fromCache && snap.docs.length === 0)) return;
          onCards(snap.docs.flatMap((d) => (d.card ? [toCategoryTrainer(d.card)] : [])));
        },
        (error) => {
          console.warn('Category trainers not loaded', error);
          onCards([]);
        },
      ),
    [name, onCards],
  );
  return null;
}

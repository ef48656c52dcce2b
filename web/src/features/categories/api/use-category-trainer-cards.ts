import { MAX_LIST_LIMIT, type TrainerCard } from '@skillsetu/domain';
import { limit, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveQuery } from '../../../lib/firebase/live';
import { trainerCardsCollection } from '../../../lib/firebase/refs';
import type { CategoryTrainer } from '../category-trainer';

/** At most this many live cards per category page: the rules refuse larger lists (docs/decisions/020-bounded-list-queries.md). */
const MAX_CARDS = MAX_LIST_LIMIT;

/** A typed trainer card (lib/firebase/refs.ts, the one card converter) as a category card. */
function toCategoryTrainer(card: TrainerCard): CategoryTrainer {
  const first = card.courses[0];
  return {
    key: card.uid || String(card.id),
    id: card.id,
    uid: card.uid || null,
    name: card.name,
    image: card.image,
    expertise: card.expertise,
    location: card.location,
    rating: card.rating,
    reviews: card.reviews,
    students: card.students,
    verified: card.verified,
    skills: card.skills,
    firstCourse: first
      ? { id: first.is_default ? null : first.id || null, title: first.title, price: first.price }
      : null,
  };
}

/**
 * Live trainer cards of one category (`trainer_cards` where category == the specialization name,
 * docs/product.md#public-pages). Returns null while loading and [] on error. Must render inside <WithFirebase>.
 */
export function useCategoryTrainerCards(categoryName: string): CategoryTrainer[] | null {
  const live = useLiveQuery(
    query(trainerCardsCollection(), where('category', '==', categoryName), limit(MAX_CARDS)),
    'Category trainers',
  );
  return useMemo(() => {
    if (live.status === 'loading' || live.status === 'idle') return null;
    if (live.status === 'error') return [];
    return live.data.map(toCategoryTrainer);
  }, [live.status, live.data]);
}

import { MAX_LIST_LIMIT, type QueryConstraintSpec, type TrainerCard } from '@skillsetu/domain';
import type { CategoryTrainer } from './category-trainer';

/**
 * The live query of a category page: `trainer_cards` where category == the specialization name
 * (docs/product.md#public-pages), at most MAX_LIST_LIMIT cards, the most the rules allow in one list
 * (docs/decisions/020-bounded-list-queries.md). Equality only: no composite index.
 */
export function categoryCardsSpec(categoryName: string): QueryConstraintSpec {
  return {
    where: [{ field: 'category', op: '==', value: categoryName }],
    orderBy: [],
    limit: MAX_LIST_LIMIT,
    match: [],
  };
}

/** A trainer card (parsed with the domain schema in the worker) as a category card. */
export function toCategoryTrainer(card: TrainerCard): CategoryTrainer {
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

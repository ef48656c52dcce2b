import type { Review } from '@skillsetu/domain';
import { useSyncExternalStore } from 'react';

// The reviews this page saved, kept until this page deletes them (docs/decisions/287-contact-state-as-queries.md,
// "a review this page saved").

const saved = new Map<string, Review>();
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records `review` (its id is `reviews/{courseId}_{uid}`'s) as saved by this page, after the server confirmed the write. */
export function keepSavedReview(review: Review): void {
  saved.set(review.id, review);
  changed();
}

/** Forgets the review `id` after this page deleted it (the server confirmed the delete). */
export function forgetSavedReview(id: string): void {
  if (saved.delete(id)) changed();
}

/** The review `id` as this page last saved it, or undefined when this page has not saved it (or deleted it since). */
export function useSavedReview(id: string): Review | undefined {
  return useSyncExternalStore(
    subscribe,
    () => saved.get(id),
    () => undefined,
  );
}

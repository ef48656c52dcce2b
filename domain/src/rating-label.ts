/** Shown instead of '--' and '(0 reviews)' for a trainer or course nobody has reviewed yet (ADR 071). */
export const NO_REVIEWS_LABEL = 'New';

/**
 * Rating and review count as one label: '4.8 (12 reviews)', '5.0 (1 review)', or 'New' when there
 * are no reviews (a real rating only exists with reviews, docs/architecture.md#decision-1).
 */
export function ratingSummary(rating: number, reviews: number): string {
  if (reviews <= 0 || !rating) return NO_REVIEWS_LABEL;
  return `${rating.toFixed(1)} (${reviews} ${reviews === 1 ? 'review' : 'reviews'})`;
}

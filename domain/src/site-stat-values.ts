import type { SiteStats } from './site-stats';

// Display of the public stats (docs/decisions/071-honest-numbers.md), apart from the zod schema so
// the home page's lazily loaded stats code carries no zod.

/** The spec's marketing figures (docs/product.md#public-pages): shown only while the real number is at least as large. */
export const SPEC_STAT_CLAIMS = {
  learners: 10_000,
  verified_trainers: 500,
  categories: 50,
  average_rating: 4.9,
} as const;

/**
 * A count rounded down for a headline ('30+ trainers'): below 10 as is, then down to the leading
 * digit's step with a '+' (37 → '30+', 1,234 → '1,200+', 10,400 → '10K+'); never more than the real count.
 */
export function roundedCount(n: number): string {
  if (n < 10) return String(Math.max(0, Math.floor(n)));
  if (n >= 10_000) return `${Math.floor(n / 1000)}K+`;
  const step = n >= 1000 ? 100 : 10;
  return `${(Math.floor(n / step) * step).toLocaleString('en-IN')}+`;
}

/** Headline values of the four stats: the spec's figure only while the real one reaches it. */
export interface SiteStatValues {
  learners: string;
  verified_trainers: string;
  categories: string;
  /** One decimal, or null while no trainer has reviews (the tile then says so). */
  average_rating: string | null;
}

/** The headline values for a stats document (ADR 071): rounded real numbers, spec figures when earned. */
export function siteStatValues(
  stats: Pick<SiteStats, 'learners' | 'verified_trainers' | 'categories' | 'average_rating'>,
): SiteStatValues {
  const count = (real: number, claim: number) => (real >= claim ? roundedCount(claim) : roundedCount(real));
  const rating = stats.average_rating;
  return {
    learners: count(stats.learners, SPEC_STAT_CLAIMS.learners),
    verified_trainers: count(stats.verified_trainers, SPEC_STAT_CLAIMS.verified_trainers),
    categories: count(stats.categories, SPEC_STAT_CLAIMS.categories),
    average_rating:
      rating === null
        ? null
        : (rating >= SPEC_STAT_CLAIMS.average_rating
            ? SPEC_STAT_CLAIMS.average_rating
            : Math.floor(rating * 10) / 10
          ).toFixed(1),
  };
}

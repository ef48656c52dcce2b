import { reviewSchema, reviewStatsSchema, type Review, type ReviewStats } from '@skillsetu/domain';
import type { DocumentData } from 'firebase/firestore';
import { converterFromSchema } from '../../../lib/firebase/converter-from-schema';

/** Zero stats: no review yet (no review_stats document). */
export const NO_REVIEW_STATS: ReviewStats = { reviews: 0, rating: 0, stars: [0, 0, 0, 0, 0] };

/**
 * Lenient fallback of a review: a missing reply reads as none and a missing time as now; still
 * null when the document fails the schema (the lists leave it out).
 */
function reviewFromData(id: string, d: DocumentData): Review | null {
  const now = new Date();
  const parsed = reviewSchema.safeParse({
    ...d,
    id,
    created_at: d.created_at ?? now,
    updated_at: d.updated_at ?? now,
    reply: d.reply ?? null,
  });
  return parsed.success ? parsed.data : null;
}

/** `reviews/{id}` → Review (Timestamps → Date; a pending server time reads as its estimate); null when malformed. */
export const reviewConverter = converterFromSchema<Review | null>(reviewSchema, reviewFromData, { idField: 'id' });

/** `review_stats/{id}` → ReviewStats; a malformed document reads as zero stats. */
export const reviewStatsConverter = converterFromSchema<ReviewStats>(reviewStatsSchema, () => NO_REVIEW_STATS);

import { reviewSchema, reviewStatsSchema, type Review, type ReviewStats } from '@skillsetu/domain';
import { Timestamp, type DocumentData } from 'firebase/firestore';

const toDate = (v: unknown): Date => (v instanceof Timestamp ? v.toDate() : v instanceof Date ? v : new Date());

/** reviews/{id} data → Review (Timestamps → Date; a pending server time reads as now); null when it fails the schema. */
export function reviewFromData(id: string, data: DocumentData | undefined): Review | null {
  if (!data) return null;
  const reply = data.reply as { text?: unknown; created_at?: unknown } | undefined;
  const parsed = reviewSchema.safeParse({
    ...data,
    id,
    created_at: toDate(data.created_at),
    updated_at: toDate(data.updated_at),
    reply: reply && typeof reply === 'object' ? { text: reply.text, created_at: toDate(reply.created_at) } : null,
  });
  return parsed.success ? parsed.data : null;
}

/** review_stats/{id} data → ReviewStats; no document (no reviews yet) → zero stats. */
export function reviewStatsFromData(data: DocumentData | undefined): ReviewStats {
  const parsed = reviewStatsSchema.safeParse({ reviews: data?.reviews, rating: data?.rating, stars: data?.stars });
  return parsed.success ? parsed.data : { reviews: 0, rating: 0, stars: [0, 0, 0, 0, 0] };
}

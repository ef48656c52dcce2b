import { reviewStats, reviewStatsOf, type ReviewStats } from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { stableJson } from '../lib/stable-json';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

/** Which reviews a stats document counts: all of a trainer's, or one course's. */
export type ReviewStatsScope = { field: 'trainer_id'; value: string } | { field: 'course_id'; value: string };

/** Document id in review_stats/ for a scope: `trainer_{uid}` or `course_{courseId}` (docs/decisions/030-review-stats.md). */
export function reviewStatsDocId(scope: ReviewStatsScope): string {
  return `${scope.field === 'trainer_id' ? 'trainer' : 'course'}_${scope.value}`;
}

/**
 * Recomputes review_stats/{trainer_uid | course_id} exactly from the reviews: one count aggregation
 * per star (about one read per 1,000 reviews each), never an increment, so replays cannot drift.
 * Concurrent triggers may finish out of order, so the document keeps `as_of` (the earliest read
 * time of its counts) and a result older than the stored one is dropped: the newest count wins.
 * Writes only when the numbers changed. Returns what is stored afterwards.
 */
export async function recomputeReviewStats(db: Firestore, scope: ReviewStatsScope): Promise<ReviewStats> {
  const base = db.collection('reviews').where(scope.field, '==', scope.value);
  const snaps = await Promise.all([1, 2, 3, 4, 5].map((star) => base.where('rating', '==', star).count().get()));
  const stats = reviewStatsOf(snaps.map((s) => s.data().count));
  const asOf = snaps.map((s) => s.readTime).reduce((a, b) => (b.toMillis() < a.toMillis() ? b : a));
  const ref = typedDoc(db, reviewStats, reviewStatsDocId(scope));
  return runTransaction(db, async (tx) => {
    const current = dataOf(await tx.get(ref));
    if (current?.as_of && current.as_of.getTime() > asOf.toMillis()) return reviewStatsOf(current.stars);
    const { as_of: _asOf, ...stored } = current ?? {};
    if (!current || stableJson(stored) !== stableJson(stats)) tx.set(ref, { ...stats, as_of: asOf.toDate() });
    return stats;
  });
}

import { SPECIALIZATIONS, SITE_STATS_DOC, type SiteStats } from '@skillsetu/domain';
import { AggregateField, Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * Counts the headline numbers from real data (docs/decisions/071-honest-numbers.md) with
 * aggregation queries only (about one read per 1,000 matches, never one per document): learner
 * profiles, verified trainer cards, specializations with a trainer, and the mean rating of the
 * trainers who have reviews. Writes `site_stats/public` and returns what it wrote.
 */
export async function computeSiteStats(db: Firestore, now: Date = new Date()): Promise<SiteStats> {
  const cards = db.collection('trainer_cards');
  const [learners, verified, rated, perCategory] = await Promise.all([
    db.collection('profiles').where('user_type', '==', 'learner').count().get(),
    cards.where('verified', '==', true).count().get(),
    cards
      .where('reviews', '>', 0)
      .aggregate({ n: AggregateField.count(), avg: AggregateField.average('rating') })
      .get(),
    Promise.all(SPECIALIZATIONS.map((s) => cards.where('category', '==', s).limit(1).count().get())),
  ]);
  const ratedCount = rated.data().n;
  const average = rated.data().avg;
  const stats: SiteStats = {
    learners: learners.data().count,
    verified_trainers: verified.data().count,
    categories: perCategory.filter((c) => c.data().count > 0).length,
    average_rating: ratedCount > 0 && typeof average === 'number' ? Math.round(average * 100) / 100 : null,
    rated_trainers: ratedCount,
    updated_at: now,
  };
  await db.doc(SITE_STATS_DOC).set({ ...stats, updated_at: Timestamp.fromDate(now) });
  return stats;
}

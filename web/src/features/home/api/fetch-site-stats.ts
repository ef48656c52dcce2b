import { siteStatValues, type SiteStatValues } from '@skillsetu/domain';
import { readSiteStatsDoc } from '../../trainers';

const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);

/**
 * The headline values of `site_stats/public` (one Firestore Lite read in the trainer-cards worker):
 * rounded real numbers, the spec's figures only once earned (ADR 071). Null when the document does
 * not exist yet; rejects when the read fails (the caller keeps its placeholders).
 */
export async function fetchSiteStatValues(): Promise<SiteStatValues | null> {
  const d = await readSiteStatsDoc();
  if (!d) return null;
  const rating = typeof d.average_rating === 'number' && d.average_rating > 0 ? Math.min(d.average_rating, 5) : null;
  return siteStatValues({
    learners: count(d.learners),
    verified_trainers: count(d.verified_trainers),
    categories: count(d.categories),
    average_rating: rating,
  });
}

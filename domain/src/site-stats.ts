import { z } from 'zod';

/**
 * `site_stats/public`: the headline numbers of home, About and the stats strip, computed from real
 * data by the scheduled refreshSiteStats function (docs/decisions/071-honest-numbers.md). Public
 * read, server write only.
 */
export const siteStatsSchema = z.object({
  /** Profiles with user_type 'learner'. */
  learners: z.number().int().min(0),
  /** Trainer cards with verified true. */
  verified_trainers: z.number().int().min(0),
  /** Specializations with at least one trainer card. */
  categories: z.number().int().min(0),
  /** Mean rating of the trainers who have reviews (1..5), null while nobody has one. */
  average_rating: z.number().min(0).max(5).nullable(),
  /** Trainers with at least one review (the average's basis). */
  rated_trainers: z.number().int().min(0),
  updated_at: z.date(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

/** Firestore path of the one public stats document. */
export const SITE_STATS_DOC = 'site_stats/public';

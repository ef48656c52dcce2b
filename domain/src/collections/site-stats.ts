import { siteStatsSchema, type SiteStats } from '../site-stats';
import { defineCollection } from './collection';

/** `site_stats/public` (server-only, public): the headline numbers (docs/decisions/071-honest-numbers.md). */
export const siteStats = defineCollection<SiteStats>({
  pattern: 'site_stats/{id}',
  schema: siteStatsSchema,
  example: () => ({
    learners: 10,
    verified_trainers: 2,
    categories: 3,
    average_rating: 4.5,
    rated_trainers: 2,
    updated_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});

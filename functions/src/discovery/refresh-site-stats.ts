import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { computeSiteStats } from './compute-site-stats';

/** Every hour (Asia/Kolkata): recomputes `site_stats/public`, the public headline numbers (ADR 071). */
export const refreshSiteStats = onSchedule({ schedule: 'every 60 minutes', timeZone: 'Asia/Kolkata' }, async () => {
  const stats = await computeSiteStats(db);
  logger.info('site stats refreshed', { ...stats, updated_at: stats.updated_at.toISOString() });
});

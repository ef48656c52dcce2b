// The honest-demo check (docs/decisions/171-local-scheduler.md): before `npm start` prints the app's
// address, and before Playwright's specs run, `site_stats/public` must exist, or home, About and the
// stats strip would show "–" for every number. The local scheduler's first tick normally writes it;
// when that tick failed, this runs refreshSiteStats once more and fails loudly if it still is not there.
import { runScheduledByName } from '../lib/local-scheduler.mjs';
import { adminServices } from './admin-app.mjs';

/** Path of the public stats document (domain SITE_STATS_DOC). */
export const SITE_STATS_PATH = 'site_stats/public';

/**
 * Resolves with the stats document's data once it exists with numbers in it; runs the scheduled
 * refreshSiteStats once when it is missing. Throws when it is still missing after that run.
 * @returns {Promise<Record<string, unknown>>}
 */
export async function requireSiteStats({ log = () => {} } = {}) {
  const { db } = adminServices();
  const read = async () => {
    const snap = await db.doc(SITE_STATS_PATH).get();
    return snap.exists && typeof snap.get('learners') === 'number' ? snap.data() : null;
  };
  const first = await read();
  if (first) return first;
  log('[seed] site_stats/public is missing after the first scheduler tick: running refreshSiteStats again');
  const status = await runScheduledByName('refreshSiteStats');
  const second = await read();
  if (!second) {
    throw new Error(
      `site_stats/public is still missing after refreshSiteStats (HTTP ${status}): home would show "–". ` +
        "See the functions emulator log for the job's error.",
    );
  }
  return second;
}

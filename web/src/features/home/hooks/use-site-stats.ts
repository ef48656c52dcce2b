import type { SiteStatValues } from '@skillsetu/domain';
import { useOnce } from '../../../lib/firebase/use-once';
import { loadSiteStatValues } from '../api/load-site-stats';

/**
 * The public headline numbers (`site_stats/public`, ADR 071), read once per page load (useOnce over
 * one shared request). Used only by the lazy SiteStatValue, which home mounts after the load event
 * and an idle moment (never before first paint; the prerendered page shows placeholders). Null
 * until then, and when the document is missing or the read fails (logged).
 */
export function useSiteStats(): SiteStatValues | null {
  return useOnce('site-stats', loadSiteStatValues, 'Site stats fetch', { quiet: true }).data ?? null;
}

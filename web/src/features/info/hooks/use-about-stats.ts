import type { SiteStatValues } from '@skillsetu/domain';
import { loadSiteStatValues } from '../../home';
import { useOnce } from '../../../lib/firebase/use-once';
import { useAfterLoad } from '../../../lib/use-after-load';

/**
 * About's headline numbers from `site_stats/public` (ADR 071), read after the load event and an
 * idle moment (useAfterLoad, then useOnce); null until then, when missing or when the read fails.
 */
export function useAboutStats(): SiteStatValues | null {
  const ready = useAfterLoad();
  return useOnce(ready ? 'site-stats' : null, loadSiteStatValues, 'Site stats fetch', { quiet: true }).data ?? null;
}

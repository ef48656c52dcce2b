import type { SiteStatValues } from '@skillsetu/domain';
import { STAT_PLACEHOLDER } from '../content/home-content';
import { useSiteStats } from '../hooks/use-site-stats';

/** One headline number of `site_stats/public` (lazy: loaded after first paint by StatValue), '–' until read. */
export function SiteStatValue({ statKey }: { statKey: keyof SiteStatValues }) {
  return <>{useSiteStats()?.[statKey] ?? STAT_PLACEHOLDER}</>;
}

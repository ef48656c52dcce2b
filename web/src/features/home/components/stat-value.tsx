import type { SiteStatValues } from '@skillsetu/domain';
import { lazy, Suspense } from 'react';
import { STAT_PLACEHOLDER } from '../content/home-content';
import { useAfterLoad } from '../hooks/use-after-load';

// The read and its formatting load after the page's load event: nothing of them in home's first paint.
const SiteStatValue = lazy(() => import('./site-stat-value').then((m) => ({ default: m.SiteStatValue })));

/** A headline stat tile's value (ADR 071): '–' at first paint, the real rounded number once loaded. */
export function StatValue({ statKey }: { statKey: keyof SiteStatValues }) {
  return useAfterLoad() ? (
    <Suspense fallback={STAT_PLACEHOLDER}>
      <SiteStatValue statKey={statKey} />
    </Suspense>
  ) : (
    STAT_PLACEHOLDER
  );
}

import type { SiteStatValues } from '@skillsetu/domain';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';

/**
 * About's headline numbers from `site_stats/public` (ADR 071), read after the load event and an
 * idle moment; null until then or when missing. Home has its own twin (home/hooks/use-site-stats):
 * sharing one module would split a chunk off home's first-paint JavaScript (its 130 KB budget).
 */
export function useAboutStats(): SiteStatValues | null {
  const [values, setValues] = useState<SiteStatValues | null>(null);
  useEffect(() => {
    let live = true;
    const go = () =>
      whenIdle(
        () =>
          void import('../../home/api/fetch-site-stats')
            .then((m) => m.fetchSiteStatValues())
            .then((v) => live && setValues(v))
            .catch(() => undefined),
        { fallbackMs: 1 },
      );
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', go);
    };
  }, []);
  return values;
}

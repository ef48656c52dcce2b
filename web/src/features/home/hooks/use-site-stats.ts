import type { SiteStatValues } from '@skillsetu/domain';
import { useEffect, useState } from 'react';

let request: Promise<SiteStatValues | null> | null = null;

/**
 * The public headline numbers (`site_stats/public`, ADR 071), read once per page load. Used only by
 * the lazy SiteStatValue, which home mounts after the load event and an idle moment (never before
 * first paint; the prerendered page shows placeholders). Null until then, and when the document is
 * missing or the read fails.
 */
export function useSiteStats(): SiteStatValues | null {
  const [values, setValues] = useState<SiteStatValues | null>(null);
  useEffect(() => {
    let live = true;
    request ??= import('../api/fetch-site-stats').then((m) => m.fetchSiteStatValues()).catch(() => null);
    void request.then((v) => live && setValues(v));
    return () => {
      live = false;
    };
  }, []);
  return values;
}

import type { SiteStatValues } from '@skillsetu/domain';
import { useEffect, useState } from 'react';
import { useOnce } from '../../../lib/firebase/use-once';
import { whenIdle } from '../../../lib/when-idle';
import { loadSiteStatValues } from '../../home';

/**
 * About's headline numbers from `site_stats/public` (ADR 071), read (useOnce, through home's one
 * request) after the load event and an idle moment; null until then, when missing or when the read
 * fails. The wait is written here, not shared with home's useAfterLoad: one module used by both
 * routes would become a chunk of its own in home's first-paint JavaScript (its budget).
 */
export function useAboutStats(): SiteStatValues | null {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let stopIdle = () => undefined as void;
    const go = () => {
      stopIdle = whenIdle(() => setReady(true), { fallbackMs: 1 });
    };
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      stopIdle();
      window.removeEventListener('load', go);
    };
  }, []);
  return useOnce(ready ? 'site-stats' : null, loadSiteStatValues, 'Site stats fetch', { quiet: true }).data ?? null;
}

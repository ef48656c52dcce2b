import { useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';

/** Waits for the page load and an idle moment, so Firebase never competes with first paint. */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const go = () => whenIdle(() => !cancelled && setReady(true), { fallbackMs: 1 });
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', go);
    };
  }, []);
  return ready;
}

import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False until the page's load event and an idle moment after it, then true: work gated on it
 * (a Firebase read, a lazy chunk) never competes with first paint (docs/performance.md).
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle = () => undefined as void;
    const go = () => {
      cancelIdle = whenIdle(() => setReady(true), { fallbackMs: 1 });
    };
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      cancelIdle();
      window.removeEventListener('load', go);
    };
  }, []);
  return ready;
}

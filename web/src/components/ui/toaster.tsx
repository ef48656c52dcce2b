import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';

const ToasterView = lazy(() => import('./toaster-view'));

/** Window event notify() sends so the app's <Toaster> mounts its view at once, not only when idle. */
export const TOAST_REQUESTED_EVENT = 'skillsetu:toast-requested';

/**
 * Renders toasts; mounted once in the app shell. The toast store and machinery (~15 KB with the
 * portal) load when the browser is first idle, so they do not compete with the page's own code and
 * data (toaster-store.ts, toaster-view.tsx); toasts created earlier through notify() load the store
 * themselves, and the view mounts at once for them (TOAST_REQUESTED_EVENT).
 */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    window.addEventListener(TOAST_REQUESTED_EVENT, show, { once: true });
    const cancel = whenIdle(show, { timeout: 3000, fallbackMs: 1000 });
    return () => {
      window.removeEventListener(TOAST_REQUESTED_EVENT, show);
      cancel();
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';

const ToasterView = lazy(() => import('./toaster-view'));

/**
 * Renders toasts; mounted once in the app shell. The toast store and machinery load after the
 * first paint (toaster-store.ts, toaster-view.tsx): toasts created earlier through notify() wait
 * for the store and show once the view has mounted.
 */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}

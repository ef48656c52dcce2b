import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';

/** The app's toaster: `toaster.create({ title, description, type: 'success' | 'error' | 'info' | 'warning' })`. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

const ToasterView = lazy(() => import('./toaster-view'));

/**
 * Renders toasts; mounted once in the app shell. The toast machinery (~8 KB gzip) loads after
 * the first paint: toasts created earlier wait in the store and show once it has mounted.
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
      <ToasterView toaster={toaster} />
    </Suspense>
  );
}

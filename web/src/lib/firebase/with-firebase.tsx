import { lazy, Suspense, type ReactNode } from 'react';

const FirebaseProviders = lazy(() => import('./firebase-providers'));

/**
 * Wraps a subtree in the Firebase providers, loading the SDKs on first use. Every subtree that
 * reads Firebase (a data route, the navbar's session menu) mounts its own boundary; the SDK
 * instances behind them are singletons, so they share auth state and cache.
 */
export function WithFirebase({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <FirebaseProviders>{children}</FirebaseProviders>
    </Suspense>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';

// The import starts in a task of its own, not inside the render that first needs the providers:
// import() of a chunk inserts a modulepreload link for each chunk it depends on (~1 ms each on a
// phone), and a render cannot yield in the middle of that (docs/decisions/062-firebase-in-three-tasks.md, Total Blocking Time).
const FirebaseProviders = lazy(() =>
  new Promise((resolve) => setTimeout(resolve, 0))
    .then(() => import('./load-firebase-providers'))
    .then((m) => m.loadFirebaseProviders()),
);

/**
 * Wraps a subtree in the Firebase providers, loading the SDKs on first use (load-firebase-providers.ts).
 * Every subtree that reads Firebase (a data route, the navbar's session menu) mounts its own
 * boundary; the SDK instances behind them are singletons, so they share auth state and cache.
 */
export function WithFirebase({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <FirebaseProviders>{children}</FirebaseProviders>
    </Suspense>
  );
}

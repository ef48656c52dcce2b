import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

// Shared by router.tsx and its lazy account-routes.tsx (in a module of its own, so the two never import each other).

/**
 * A route component may start its data read before the first render: a static
 * `prefetch(params)` that preloadRoute calls once the module has loaded (routes/trainer.tsx).
 * A nested route table (account-routes.tsx) has `preloadRoute(pathname)` for its own routes.
 */
export interface PrefetchingRoute {
  prefetch?: (params: Params) => void;
  preloadRoute?: (pathname: string) => Promise<void>;
}

/**
 * Loads the lazy route module that renders `pathname` in `routes` (no-op for redirects), starts its
 * prefetch, and descends into a nested route table. Rejects only if a module fails to download.
 */
export async function preloadMatchingRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const element = match?.route.element;
  const type: unknown = element && typeof element === 'object' && 'type' in element ? element.type : undefined;
  if (!type || typeof type !== 'object' || !('preload' in type) || typeof type.preload !== 'function') return;
  const component = (await type.preload()) as PrefetchingRoute | undefined;
  component?.prefetch?.(match?.params ?? {});
  await component?.preloadRoute?.(pathname);
}

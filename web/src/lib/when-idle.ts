/**
 * Runs `callback` when the browser is next idle (requestIdleCallback, at the latest after
 * `timeout` ms when given); where it does not exist (Safari), after `fallbackMs` (default 300 ms).
 * Returns a function that cancels it. For work that must not compete with the page's first paint
 * or the app's takeover (docs/performance.md).
 */
export function whenIdle(
  callback: () => void,
  { timeout, fallbackMs = 300 }: { timeout?: number; fallbackMs?: number } = {},
) {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, timeout ? { timeout } : undefined);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(id);
}

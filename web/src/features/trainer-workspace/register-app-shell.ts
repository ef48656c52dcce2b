/**
 * Registers /sw.js, the app-shell service worker, so the trainer workspace reloads while offline
 * (Decision 3: Firestore's persistent cache holds the data; the worker only holds the page and its
 * scripts). Hands the worker the same-origin files already loaded, which it cannot have seen.
 * Production builds only; failures are logged, never shown (the app works without it online).
 */
export async function registerAppShell(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/sw.js');
    const ready = await navigator.serviceWorker.ready;
    const urls = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => new URL(u).origin === location.origin);
    ready.active?.postMessage({ type: 'cache-urls', urls: ['/index.html', ...new Set(urls)] });
  } catch (e) {
    console.error('App shell service worker registration failed', e);
  }
}

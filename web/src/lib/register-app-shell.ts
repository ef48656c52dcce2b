/**
 * Registers /sw.js, the app-shell service worker that vite-plugin-pwa (Workbox) generates at build
 * time (web/build/app-shell.ts appShellServiceWorker, docs/decisions/110-workbox-app-shell.md): the
 * build's scripts and the SPA shell are precached, so every signed-in route reloads offline
 * (Firestore's persistent cache holds the data, docs/architecture.md#decision-3). Called for signed-in users only, after
 * the page has loaded, through a dynamic import: workbox-window never weighs on a first paint.
 * Production builds only; failures are logged, never shown (the app works without it online).
 */
export async function registerAppShell(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await import('workbox-window');
    await new Workbox('/sw.js').register();
  } catch (e) {
    console.error('App shell service worker registration failed', e);
  }
}

import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRERENDERED_PAGES } from '../../scripts/prerender.mjs';
import { assertVersion } from './versions';

/** Navigations the service worker leaves to the network: the prerendered public pages and files. */
const NOT_APP_SHELL_NAVIGATIONS = [
  ...Object.keys(PRERENDERED_PAGES).map((page) => new RegExp(`^${page === '/' ? '/$' : `${page}/?$`}`)),
  /^\/trainer\//, // the prerendered trainer shell (firebase.json rewrite)
  /^\/__\//, // Firebase's reserved URLs (auth handler)
  /\.[a-z0-9]+$/i, // files
];

/**
 * The app-shell service worker (docs/decisions/110-workbox-app-shell.md): vite-plugin-pwa generates
 * /sw.js with Workbox after the prerender has written app.html. It precaches the build's scripts,
 * styles, icons and the SPA shell app.html (hashed files by name, the rest by revision), deletes
 * the caches of older builds, and answers every other navigation (the signed-in routes, e.g.
 * /trainer-dashboard?tab=profile) with the precached app.html, online or offline. The prerendered
 * public pages and Firebase's traffic are never touched. Registered by lib/register-app-shell.ts.
 */
export function appShellServiceWorker(): PluginOption {
  assertVersion('app-shell', 'vite-plugin-pwa', '2.0.0');
  return VitePWA({
    injectRegister: false,
    manifest: false,
    filename: 'sw.js',
    // after prerenderPublicPages' closeBundle, which writes app.html
    integration: { closeBundleOrder: 'post' },
    workbox: {
      globPatterns: ['app.html', 'assets/**/*.{js,css}', '*.{svg,png,ico}'],
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: '/app.html',
      navigateFallbackDenylist: NOT_APP_SHELL_NAVIGATIONS,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      sourcemap: false,
    },
  });
}

/* global self, caches, fetch, URL, Response */
// App-shell service worker (docs/decisions/002-storage-emulator.md is about Storage; this file is
// described in README "Trainer workspace"). Network first for every same-origin GET, so an online
// user always gets the newest build; the cached copy is used only when the network fails, which
// lets the trainer dashboard reload offline. Firebase traffic (other origins) is never touched.
const CACHE = 'skillsetu-app-shell-v2';
// Every URL without a prerendered page is served the SPA shell app.html (firebase.json rewrite);
// an offline navigation gets its own cached page, else the shell.
const SHELL = '/app.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL))
      .catch(() => undefined),
  );
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The page sends the files it loaded before this worker controlled it.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          data.urls
            .filter((u) => typeof u === 'string' && new URL(u, self.location.origin).origin === self.location.origin)
            .map((u) => cache.add(u).catch(() => undefined)),
        ),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const isPage = request.mode === 'navigate';
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(isPage ? url.pathname : request, copy));
        }
        return response;
      })
      .catch(() =>
        (isPage ? caches.match(url.pathname).then((page) => page || caches.match(SHELL)) : caches.match(request)).then(
          (cached) => cached || Response.error(),
        ),
      ),
  );
});

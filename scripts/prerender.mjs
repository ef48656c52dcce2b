/* global document, dispatchEvent, history, HTMLElement, PopStateEvent, requestAnimationFrame, window -- capturePage, the frame wait, the in-place navigation and the init script run in the browser */
// Build-time prerendering of the public pages that need no data (docs/decisions/004-prerender-capture.md: first paint must not
// wait for JavaScript). After `vite build`, each page is rendered by the real app in headless
// Chromium, and its #root markup and Chakra (emotion) CSS are written into a copy of index.html:
// `/` → index.html, `/about` → about.html (served by Hosting's cleanUrls), and the loading shells of
// /trainer/{id} → trainer-shell.html and /course/{id} → course-shell.html (rewrites). The untouched SPA shell is kept as app.html, the
// rewrite target of every other URL (firebase.json).
//
// The page is captured before any Firebase module loads (those requests are held open), so the
// HTML shows what the app itself paints first: the signed-out navbar and the sample featured trainers.
// Right after the first paint, the entry loads; main.tsx preloads the route module and renders; React replaces #root with identical
// markup, and emotion adopts the prerendered class rules (`data-prerender-emotion="css <names>"`,
// web/src/app/prerendered-styles.ts emotionCacheForThisPage) instead of inserting them again.
import fs from 'node:fs';
import path from 'node:path';
import { serveDist } from './bench/serve-dist.mjs';
import { chunkFilePattern, PRERENDER_HELD_BACK_CHUNKS } from './lib/chunks.mjs';
import { CHROMIUM } from './lib/setup.mjs';
import { bootClosure, readManifest, staticClosure } from './lib/vite-manifest.mjs';

/**
 * The pages prerendered: URL path → route module key in Vite's manifest. Pages whose first paint
 * needs no data, and no form whose typing matters (text typed into prerendered inputs is replaced
 * when the app starts, so /contact is left to the app; the listing's search box only filters).
 */
export const PRERENDERED_PAGES = {
  '/': 'src/app/routes/home.tsx',
  '/about': 'src/app/routes/about.tsx',
  '/how-it-works': 'src/app/routes/how-it-works.tsx',
  '/terms': 'src/app/routes/terms.tsx',
  '/privacy': 'src/app/routes/privacy.tsx',
  '/cancellation-refunds': 'src/app/routes/cancellation-refunds.tsx',
  '/help': 'src/app/routes/help.tsx',
  '/safety': 'src/app/routes/safety.tsx',
  '/careers': 'src/app/routes/careers.tsx',
  '/press': 'src/app/routes/press.tsx',
  // the listing's shell (heading, filters, the results placeholder); results load after the takeover
  '/find-trainers': 'src/app/routes/find-trainers.tsx',
};

/**
 * Elements a page renders only while prerendered (web/src/lib/prerender-flag.ts), hidden, so that
 * their CSS is in the page when the app later renders them with data: the capture waits for them,
 * keeps their styles and drops their markup (`data-prerender-style-only`).
 */
const STYLE_ONLY_READY = {
  '/find-trainers': '[data-prerender-style-only] article',
};

/** The SPA shell of the public pages that are not prerendered (firebase.json rewrites): app.html without the signed-in route table's preload. */
export const PUBLIC_SHELL = 'public-shell.html';

/**
 * Loading shells: the first paint of a data route, the same for every id, captured from one URL and
 * served for all of them by a firebase.json rewrite (`/trainer/**` → /trainer-shell.html,
 * `/course/**` → /course-shell.html; docs/decisions/248-course-page-prerendered-shell.md).
 * `preload`: modules the route starts loading before its first render (its data read and the view
 * that shows it, routes/trainer.tsx prefetch), downloaded in parallel with the entry.
 */
export const PRERENDERED_SHELLS = {
  '/trainer-shell.html': {
    url: '/trainer/0',
    module: 'src/app/routes/trainer.tsx',
    ready: '[aria-busy="true"]',
    preload: [
      'src/features/trainers/api/fetch-trainer-by-public-id.ts',
      'src/features/trainers/components/trainer-profile-view.tsx',
    ],
  },
  // any id but the sample course's: a live course stays loading while Firebase is held back
  '/course-shell.html': {
    url: '/course/0',
    module: 'src/app/routes/course.tsx',
    ready: '[aria-busy="true"]',
    // and the CSS of a loaded course page, so the commit that shows a live course inserts no styles
    // (docs/decisions/280-course-page-work-off-the-commit.md): the sample course renders from code
    stylesFrom: { url: '/course/1', ready: 'aside[aria-label="Enrolment"]' },
  },
};

/** modulepreload links a prerendered page inserts per task (loader script below). */
const PRELOADS_PER_TASK = 3;

/** The signed-in areas' route table (lazy module of router.tsx), preloaded by the SPA shell app.html. */
const ACCOUNT_ROUTES_KEY = 'src/app/account-routes.tsx';

/**
 * The prerendered pages' only inline script (CSP script-src lists its sha256, checked at build time
 * by scripts/lib/csp.mjs): right after the first paint it inserts <link rel=modulepreload> for the
 * modules in its `data-preload` (PRELOADS_PER_TASK per task), then imports its `data-entry`.
 * Changing this text changes the hash: the build then fails until firebase.json has the new one.
 */
export const PRERENDER_LOADER =
  `const s = document.querySelector('script[data-entry]');` +
  `const m = s.dataset.preload.split(' ').filter(Boolean);` +
  `requestAnimationFrame(() => setTimeout(function preload(i) {` +
  `for (const href of m.slice(i, i + ${PRELOADS_PER_TASK})) {` +
  `const link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.append(link); }` +
  `if (i === 0) import(s.dataset.entry);` +
  `if (i + ${PRELOADS_PER_TASK} < m.length) setTimeout(preload, 0, i + ${PRELOADS_PER_TASK}); }, 0, 0));`;

/** File a prerendered page is written to, relative to the build folder ('/' → index.html). */
export const htmlFileOf = (page) => (page === '/' ? 'index.html' : `${page.slice(1)}.html`);

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * In the page: the rendered #root, title, description and emotion's CSS rules. ChakraProvider's
 * global styles are two emotion sheets: the cascade-layer order (one `@layer …;` rule) and the base
 * CSS (preflight, global CSS, token variables); they are kept apart so the app can adopt each one.
 */
function capturePage() {
  const layerRules = [];
  const globalRules = [];
  const classRules = [];
  for (const sheet of document.styleSheets) {
    const owner = sheet.ownerNode;
    const tag = owner instanceof HTMLElement ? owner.dataset.emotion : undefined;
    if (!tag) continue;
    const rules = [...sheet.cssRules].map((rule) => rule.cssText);
    if (!tag.startsWith('css-global')) classRules.push(...rules);
    else if (rules.length === 1 && /^@layer [^{]*;$/.test(rules[0])) layerRules.push(...rules);
    else globalRules.push(...rules);
  }
  const names = new Set();
  for (const rule of classRules) for (const m of rule.matchAll(/\.css-([\w-]+)/g)) names.add(m[1]);
  return {
    root: (() => {
      const root = document.getElementById('root')?.cloneNode(true);
      if (!(root instanceof HTMLElement)) return '';
      for (const el of root.querySelectorAll('[data-prerender-style-only]')) el.remove();
      return root.innerHTML;
    })(),
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    layerCss: layerRules.join(''),
    globalCss: globalRules.join(''),
    classCss: classRules.join(''),
    names: [...names],
  };
}

/**
 * Writes the SPA shell app.html (and index.html and the PRERENDERED_SHELLS files, until a prerender
 * replaces them): the built
 * index.html plus <link rel="modulepreload"> for any chunk of the entry's static closure Vite did
 * not list, so a page that is not prerendered fetches them all in parallel. Returns the shell's HTML.
 */
export function writeAppShell(outDir) {
  const built = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const manifest = readManifest(outDir);
  // The SPA shell also serves the signed-in areas (sign-in, dashboards, 404): their route table is
  // a lazy chunk (web/src/app/account-routes.tsx), fetched with the entry instead of after it.
  const links = [...bootClosure(manifest).keys, ...(manifest[ACCOUNT_ROUTES_KEY] ? [ACCOUNT_ROUTES_KEY] : [])]
    .map((k) => `/${manifest[k].file}`)
    .filter((href) => !built.includes(`href="${href}"`) && !built.includes(`src="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  const shell = built.replace('</head>', `${links}</head>`);
  fs.writeFileSync(path.join(outDir, 'app.html'), shell);
  // The public pages that are not prerendered (contact, course, category) get the shell without the
  // signed-in route table's preload: they never render it (docs/decisions/221-become-trainer-and-contact-load-on-intent.md).
  const accountRoutes = manifest[ACCOUNT_ROUTES_KEY]
    ? `<link rel="modulepreload" crossorigin href="/${manifest[ACCOUNT_ROUTES_KEY].file}">`
    : '';
  fs.writeFileSync(path.join(outDir, PUBLIC_SHELL), accountRoutes ? shell.replace(accountRoutes, '') : shell);
  fs.writeFileSync(path.join(outDir, 'index.html'), shell);
  // Rewrite targets exist even when prerendering is skipped: a shell file is the public SPA shell until then.
  for (const file of Object.keys(PRERENDERED_SHELLS)) {
    fs.writeFileSync(path.join(outDir, file.slice(1)), accountRoutes ? shell.replace(accountRoutes, '') : shell);
  }
  return shell;
}

/**
 * Prerenders PRERENDERED_PAGES and PRERENDERED_SHELLS into `outDir` (a finished `vite build` with
 * its manifest, after writeAppShell).
 * Returns the number of pages written; throws when a page does not render its h1 within 30 s.
 */
export async function prerenderPages({ outDir, log = console.log }) {
  const { chromium } = await import('playwright-core');
  const template = fs.readFileSync(path.join(outDir, 'app.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('prerender: app.html is not the SPA shell');
  const manifest = readManifest(outDir);
  const { entryKey, keys: bootKeys } = bootClosure(manifest);
  const entryScript = `<script type="module" crossorigin src="/${manifest[entryKey].file}"></script>`;
  if (!template.includes(entryScript)) throw new Error(`prerender: ${entryScript} not found in index.html`);

  const targets = [
    ...Object.entries(PRERENDERED_PAGES).map(([url, module]) => ({ url, module, file: htmlFileOf(url), ready: 'h1' })),
    ...Object.entries(PRERENDERED_SHELLS).map(([file, shell]) => ({ ...shell, file: file.slice(1) })),
  ];
  const host = '127.0.0.1';
  const server = await serveDist({ distDir: outDir, host, port: 0, shellOnly: true });
  const base = `http://${host}:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    // Hold Firebase back: the capture is the app's first paint, before any SDK or data. That includes
    // the trainer-cards worker (Firestore off the main thread) and the trainer profile's live module,
    // whose listener would replace the shell's skeleton ('Trainer Not Found' for the capture's id 0).
    await context.route(chunkFilePattern(PRERENDER_HELD_BACK_CHUNKS), () => {});
    // The app renders its prerender-only elements (STYLE_ONLY_READY) when this is set (PRERENDER_FLAG).
    await context.addInitScript(() => {
      window.__SKILLSETU_PRERENDER__ = true;
    });
    await context.route(
      (url) => !url.href.startsWith(base),
      (route) => route.abort(),
    );
    for (const { url, module: moduleKey, file, ready, preload = [], stylesFrom } of targets) {
      const tab = await context.newPage();
      await tab.goto(base + url, { waitUntil: 'load' });
      await tab.locator(`#root ${ready}`).first().waitFor({ state: 'visible', timeout: 30_000 });
      await tab.locator('#root footer').waitFor({ state: 'attached', timeout: 30_000 });
      if (STYLE_ONLY_READY[url]) {
        await tab.locator(`#root ${STYLE_ONLY_READY[url]}`).waitFor({ state: 'attached', timeout: 30_000 });
      }
      await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const captured = await tab.evaluate(capturePage);
      if (stylesFrom) {
        // the app navigates in place (as a link click would); emotion keeps every rule it inserted,
        // so the second capture's CSS holds the shell's and the loaded page's
        await tab.evaluate((to) => {
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }, stylesFrom.url);
        await tab.locator(`#root ${stylesFrom.ready}`).first().waitFor({ state: 'attached', timeout: 30_000 });
        const loaded = await tab.evaluate(capturePage);
        Object.assign(captured, { layerCss: loaded.layerCss, globalCss: loaded.globalCss, classCss: loaded.classCss });
        captured.names = loaded.names;
      }
      await tab.close();

      // The prerendered HTML paints on its own. No script is fetched before that first paint (so
      // downloads never compete with it); right after it, the entry and the route's modules are
      // preloaded in parallel and the app starts.
      // a key that is no module of its own any more (a static import merged it into a shared chunk)
      // would drop out of the list silently, and the page would fetch it late
      const missing = [moduleKey, ...preload].filter((key) => !manifest[key]);
      if (missing.length > 0)
        throw new Error(`prerender: ${file} preloads ${missing.join(', ')}, which the build has no module for`);
      const keys = new Set(
        [moduleKey, ...preload].flatMap((key) => [...staticClosure(manifest, key, new Set(bootKeys))]),
      );
      const modules = [...keys].map((k) => `/${manifest[k].file}`);
      // Right after the first paint: <link rel=modulepreload> for every module the page needs, a few
      // per task (each link costs the main thread ~1 ms on a phone, and a page may need 30), then the
      // entry. Inserted by script rather than written in the HTML so they do not share the network
      // with the HTML before its first paint. The page's modules travel in data attributes: the
      // script's text is the same on every page and in every build, so its one sha256 in the CSP
      // (firebase.json) holds (docs/decisions/026-csp-inline-script-hashes.md).
      const loader =
        `<script type="module" data-entry="/${manifest[entryKey].file}" data-preload="${escapeAttr(modules.join(' '))}">` +
        `${PRERENDER_LOADER}</script>`;
      const styles =
        // web/src/app/prerendered-styles.ts names these for emotion, which then adopts them
        `<style data-prerender-global="layers">${captured.layerCss}</style>` +
        `<style data-prerender-global="base">${captured.globalCss}</style>` +
        // not data-emotion: emotion's createCache re-appends those tags to <head>, which re-adds the
        // stylesheet and restyles the whole page; emotionCacheForThisPage marks these names inserted
        `<style data-prerender-emotion="css ${captured.names.join(' ')}">${captured.classCss}</style>`;
      const html = template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(captured.title)}</title>`)
        .replace(
          /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
          `<meta name="description" content="${escapeAttr(captured.description)}" />`,
        )
        .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
        .replace(entryScript, loader)
        .replace('</head>', `${styles}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${captured.root}</div>`);
      fs.writeFileSync(path.join(outDir, file), html);
      log(`[prerender] ${url} → ${file} (${(html.length / 1024).toFixed(0)} KB)`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return targets.length;
}

import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  chunkFilePattern,
  ENTRY_CHUNK as ENTRY_CHUNK_NAME,
  FIREBASE_SDK_CHUNKS,
  IDLE_CHUNKS,
  missingChunks,
} from '../scripts/lib/chunks.mjs';
import { HOST, ports } from '../scripts/lib/ports.mjs';
import { PRERENDERED_PAGES } from '../scripts/prerender.mjs';
import { reactRouterTreeShakable, splitLucideIcons } from './vite-plugins';

const CHROMIUM = '/usr/bin/chromium';

/**
 * Builds use React Router's production build. Its package.json exports only dist/development
 * (remix-run/react-router#14102, "temporary" since 7.0.2), which keeps the dev warnings and their
 * checks in every production bundle. Dev server and tests keep the development build.
 */
const REACT_ROUTER_DIST = path.resolve(import.meta.dirname, '../node_modules/react-router/dist');
const REACT_ROUTER_PRODUCTION_ALIAS = [
  { find: /^react-router$/, replacement: `${REACT_ROUTER_DIST}/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER_DIST}/production/dom-export.mjs` },
];

/**
 * Builds replace two pieces of the Firebase SDK that the app never runs with stand-ins that throw
 * (src/lib/firebase/*-unavailable.ts says why for each): `re2js`, which Firestore bundles for
 * Pipeline queries' regex functions (~45 KB gzip), and 'firebase/database', which reactfire
 * imports for its Realtime Database hooks (~36 KB gzip). Both sat in every page that loads the
 * full Firestore SDK. A reactfire that imports another database function fails the build.
 */
const UNUSED_SDK_ALIASES = [
  { find: /^re2js$/, replacement: path.resolve(import.meta.dirname, 'src/lib/firebase/re2js-unavailable.ts') },
  {
    find: /^firebase\/database$/,
    replacement: path.resolve(import.meta.dirname, 'src/lib/firebase/database-unavailable.ts'),
  },
];

/**
 * `@chakra-theme/<path>` → one module of Chakra's theme (tokens, a recipe), skipping the
 * '@chakra-ui/react/theme' barrel whose defaultConfig holds every recipe (components/ui/theme.ts).
 * Shared with vitest.config.mts; web/tsconfig.json maps the same path to Chakra's types.
 */
/**
 * `react-router-dom` → src/lib/router/react-router-dom.ts: React Router with light Link and NavLink
 * (no framework-mode prefetch code in the boot chunk; docs/decisions/220-light-router-links.md).
 * Shared with vitest.config.mts, so tests render the same links.
 */
export const LIGHT_ROUTER_ALIAS = {
  find: /^react-router-dom$/,
  replacement: path.resolve(import.meta.dirname, 'src/lib/router/react-router-dom.ts'),
};

export const CHAKRA_THEME_ALIAS = {
  find: /^@chakra-theme\/(.*)$/,
  replacement: `${path.resolve(import.meta.dirname, '../node_modules/@chakra-ui/react/dist/esm/theme')}/$1.js`,
};

/**
 * Modules every page's boot needs go into one chunk: React, the router, emotion, Chakra's
 * styled-system, tokens and the layout primitives (Box, Stack, Heading, Button, …). Rolldown
 * otherwise splits what the entry shares with lazy routes into ~20 small files, and separately
 * gzipped files cost ~5 KB more (the JS budget, docs/performance.md). Component recipes (theme/recipes) and Chakra's
 * other components stay with the pages that use them.
 */
const BOOT_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@emotion/[^/]+',
  'stylis',
  'hoist-non-react-statics',
  // not 'react-is': no boot module imports it, and listing it pulled recharts' copy (the Analytics
  // tab's charts chunk) into every page's boot chunk (+377 B gzip; docs/decisions/102-charts-chunk.md)
  '@pandacss/is-valid-prop',
];
const CHAKRA_BOOT = [
  // Slot recipes (Card, Dialog, Tabs, …) are only rendered by lazy pages.
  'styled-system/(?!use-slot-recipe|create-slot-recipe-context)',
  'utils',
  'preset-base',
  'create-context',
  'merge-props',
  'merge-refs',
  'theme/(?!recipes/)',
];
// Path prefixes under Chakra's components/: what the navbar, footer, route spinner and home render.
const CHAKRA_PRIMITIVES = [
  'absolute-center/',
  'badge/',
  'box/',
  'button/button\\.',
  'button/icon-button\\.',
  'center/',
  'circle/',
  'container/',
  'flex/',
  'heading/',
  'link/',
  'loader/',
  'simple-grid/',
  'span/',
  'spinner/',
  'stack/',
  'text/',
];
const BOOT_CHUNK = new RegExp(
  [
    `/node_modules/(${BOOT_PACKAGES.join('|')})/`,
    `/@chakra-ui/react/dist/esm/(${CHAKRA_BOOT.join('|')}|components/(${CHAKRA_PRIMITIVES.join('|')}))`,
    'vite/preload-helper',
    // every route sets its title with it: in the entry rather than a 0.3 KB chunk of its own
    '/src/components/ui/use-document-title\\.ts$',
  ].join('|'),
);

/**
 * The full Firestore SDK and its WebChannel transport (not Firestore Lite, which only the trainer-cards
 * worker uses): a chunk of its own, which `WithFirebase` imports and evaluates in a task before the
 * rest of the Firebase code. Together they were one ~30 ms evaluation on a fast machine (~120-220 ms
 * in Lighthouse's 4x CPU simulation), the longest task on Find Trainers before its data moved to the
 * worker; the signed-in areas and category pages still load it this way.
 */
const FIRESTORE_CHUNK =
  /\/node_modules\/(@firebase\/firestore\/dist\/(?!lite\/)|@firebase\/webchannel-wrapper\/dist\/webchannel-blob\/|firebase\/firestore\/dist\/(?!lite\/))/;

/** The entry chunk (index.html's script) and the full Firebase SDK's chunks (not Firestore Lite). */
const ENTRY_CHUNK = chunkFilePattern(ENTRY_CHUNK_NAME);
const FIREBASE_SDK_CHUNK = chunkFilePattern(FIREBASE_SDK_CHUNKS);
/** A one-icon chunk of splitLucideIcons (vite-plugins.ts) or react-icons' GenIcon. */
const ICON_CHUNK = /(^|\/)(Lu[A-Z]\w*|iconBase)-[\w-]{8}\.js$/;

/**
 * Chunks the app loads only when the browser is idle, never on a page's critical path: the toast
 * view (toaster.tsx), the signed-in areas' route table (router.tsx) and the home promo dialog
 * (promo-popup-host.tsx).
 */
const IDLE_CHUNK = chunkFilePattern(IDLE_CHUNKS);

/**
 * Fails the build when a chunk named in scripts/lib/chunks.mjs is not in its output: the preload
 * lists above, the prerender capture and the e2e tests find chunks by those names.
 */
function heldBackChunksPresent(): Plugin {
  return {
    name: 'skillsetu-held-back-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const missing = missingChunks(Object.keys(bundle));
      if (missing.length > 0)
        this.error(
          `No output chunk named ${missing.join(', ')}: a module was renamed or the split changed. ` +
            'Update scripts/lib/chunks.mjs (and what relies on it: vite.config.ts, prerender.mjs, web/e2e).',
        );
    },
  };
}

/**
 * After `vite build`: writes the SPA shell app.html (the Hosting rewrite target) and prerenders
 * the public pages that need no data into index.html, about.html, … (scripts/prerender.mjs).
 * Needs Debian Chromium; without it (or with SKILLSETU_PRERENDER=0) every page is the shell.
 * Then fails the build if any page has an inline script whose hash the CSP does not list.
 */
function prerenderPublicPages(): Plugin {
  let outDir = 'dist';
  return {
    name: 'skillsetu-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const { prerenderPages, writeAppShell } = await import('../scripts/prerender.mjs');
        const { assertInlineScriptsAllowed } = await import('../scripts/lib/csp.mjs');
        writeAppShell(outDir);
        if (process.env.SKILLSETU_PRERENDER !== '0') {
          if (fs.existsSync(CHROMIUM)) await prerenderPages({ outDir });
          else this.warn(`${CHROMIUM} not found: pages are not prerendered (apt-get install -y chromium)`);
        }
        // Every inline script of every page must be allowed by firebase.json's CSP, else the build
        // fails (docs/decisions/026-csp-inline-script-hashes.md).
        try {
          assertInlineScriptsAllowed(outDir);
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error));
        }
      },
    },
  };
}

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
function appShellServiceWorker(): PluginOption {
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

/** Modules the build treats as side-effect free (treeshake.moduleSideEffects below says why). */
const SIDE_EFFECT_FREE =
  /[\\/]web[\\/]src[\\/]features[\\/][\w-]+[\\/]index\.ts$|[\\/]domain[\\/]src[\\/]|[\\/]node_modules[\\/](hoist-non-react-statics|react-is|@firebase[\\/](remote-config|installations)|firebase[\\/]remote-config)[\\/]/;

/** The patch that makes Chakra's system `_global` lazy, applied by `npm ci` (root package.json postinstall). */
export const CHAKRA_PATCH = path.resolve(import.meta.dirname, '../patches/@chakra-ui+react+3.37.0.patch');
/** The patched statement in Chakra's styled-system/system.js (see chakraLazyGlobalStyles). */
export const CHAKRA_LAZY_GLOBAL =
  'get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },';

/**
 * Chakra's createSystem builds the system's `_global` (preflight, global CSS and ~420 token
 * variables as CSS objects) eagerly, ~65 ms of its ~170 ms on a phone (4x CPU throttling), and only
 * ChakraProvider's <Global> reads it, which a prerendered page does not need: its HTML carries that
 * CSS already (prerendered-styles.ts). patches/@chakra-ui+react+3.37.0.patch (patch-package, applied
 * by `npm ci`) makes it a getter computed on first read. This check fails the build when the
 * installed Chakra is not patched (an install with --ignore-scripts, or an upgrade the patch no
 * longer fits), so the effect cannot be lost silently (docs/decisions/006-chakra-global-styles.md).
 */
export function chakraLazyGlobalStyles(): Plugin {
  return {
    name: 'skillsetu-chakra-lazy-global-styles',
    apply: 'build',
    buildStart() {
      const systemJs = path.resolve(
        import.meta.dirname,
        '../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js',
      );
      if (!fs.readFileSync(systemJs, 'utf8').includes(CHAKRA_LAZY_GLOBAL))
        this.error(
          `Chakra's system.js is not patched: run \`npx patch-package\` (or update ${path.basename(CHAKRA_PATCH)} for this Chakra version)`,
        );
    },
  };
}

/** Zod's shared config object in the version this config was written against (see zodJitless). */
export const ZOD_GLOBAL_CONFIG = '(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});';

/**
 * Builds start Zod with `jitless: true`. Otherwise Zod's first object parse probes for eval with
 * `new Function('')`: the CSP (no 'unsafe-eval', docs/decisions/025-security-headers.md) blocks it,
 * and although Zod catches the error, the browser reports a CSP violation on every page that parses.
 * jitless only skips Zod's generated fast path. Patched in Zod's own module, so no byte is added to
 * the entry; fails the build if the statement changed (a Zod upgrade), unless `optional` (the
 * trainer-cards worker, which may not bundle Zod).
 */
export function zodJitless({ optional = false } = {}): Plugin {
  let patched = false;
  return {
    name: 'skillsetu-zod-jitless',
    apply: 'build',
    buildStart() {
      patched = false;
    },
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/zod/v4/core/core.js')) return null;
      patched = true;
      if (!code.includes(ZOD_GLOBAL_CONFIG))
        this.error(`Zod's core.js changed: update zodJitless in web/vite.config.ts`);
      return {
        code: code.replace(ZOD_GLOBAL_CONFIG, ZOD_GLOBAL_CONFIG.replace('= {})', '= { jitless: true })')),
        map: null,
      };
    },
    buildEnd(error) {
      if (!error && !patched && !optional) this.error(`zodJitless: Zod's v4/core/core.js was not in the build`);
    },
  };
}

// `--mode emulator` (tests, npm start) points the app at the local Emulator Suite and the
// Razorpay test double for the current SKILLSETU_PORT_OFFSET; production builds point at Firebase.
export default defineConfig(({ mode, command }) => {
  const p = ports();
  const useEmulators = mode === 'emulator' || command === 'serve';
  const outDir = process.env.SKILLSETU_WEB_OUT_DIR;
  return {
    plugins: [
      react(),
      chakraLazyGlobalStyles(),
      reactRouterTreeShakable(),
      splitLucideIcons(),
      zodJitless(),
      heldBackChunksPresent(),
      prerenderPublicPages(),
      appShellServiceWorker(),
    ],
    // Exactly one Firebase SDK copy in the bundle: two copies of @firebase/app mean two component
    // registries and 'Component auth has not been registered yet'. web/package.json pins the
    // firebase version that reactfire's peer hoists, so npm installs one copy; dedupe guards drift.
    resolve: {
      alias: [
        CHAKRA_THEME_ALIAS,
        LIGHT_ROUTER_ALIAS,
        ...(command === 'build' ? [...REACT_ROUTER_PRODUCTION_ALIAS, ...UNUSED_SDK_ALIASES] : []),
      ],
      dedupe: [
        'firebase',
        '@firebase/app',
        '@firebase/component',
        '@firebase/util',
        '@firebase/logger',
        '@firebase/auth',
        '@firebase/firestore',
        '@firebase/functions',
        '@firebase/storage',
      ],
    },
    define: {
      __EMULATORS__: JSON.stringify(
        useEmulators
          ? {
              auth: `http://${HOST}:${p.auth}`,
              firestore: { host: HOST, port: p.firestore },
              functions: { host: HOST, port: p.functions },
              storage: { host: HOST, port: p.storage },
            }
          : null,
      ),
      __RAZORPAY_CHECKOUT_URL__: JSON.stringify(
        useEmulators ? `http://${HOST}:${p.razorpay}/v1/checkout.js` : 'https://checkout.razorpay.com/v1/checkout.js',
      ),
    },
    // The trainer-cards worker (src/features/trainers/live): an ES module worker, tree-shaken as the app.
    worker: {
      format: 'es',
      plugins: () => [zodJitless({ optional: true })],
      rolldownOptions: {
        treeshake: {
          moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
        },
      },
    },
    server: { host: HOST, port: p.vite, strictPort: true },
    preview: { host: HOST, port: p.vite, strictPort: true },
    build: {
      outDir: outDir ?? 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // Source maps for the browser's devtools (Lighthouse best practice); never loaded by users.
      sourcemap: true,
      reportCompressedSize: false,
      // Every browser the app supports has <link rel=modulepreload>: no polyfill in the entry.
      // Chunks loaded when the browser is idle (IDLE_CHUNK) get no preload list: their own imports
      // load when they run, and the lists would sit in the entry and home chunks (the JS budget, docs/performance.md).
      modulePreload: {
        polyfill: false,
        // The entry's lists leave out the Firebase SDK's chunks (FIREBASE_SDK_CHUNK): code that uses
        // the SDK runs inside <WithFirebase>, whose loader has loaded them (home's JS budget); and
        // the one-icon chunks of splitLucideIcons (vite-plugins.ts), a few hundred bytes each that
        // the route's chunk imports itself: listing each in every route's list cost home 0.2 KB.
        resolveDependencies: (filename: string, deps: string[], { hostId }: { hostId: string }) =>
          IDLE_CHUNK.test(filename)
            ? []
            : ENTRY_CHUNK.test(hostId)
              ? deps.filter((dep) => !FIREBASE_SDK_CHUNK.test(dep) && !ICON_CHUNK.test(dep))
              : deps,
      },
      // scripts/bench/web.mjs reads the manifest to size each route's JS before first paint.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'boot', test: (id: string) => BOOT_CHUNK.test(id.replaceAll('\\', '/')) },
              {
                name: 'firestore',
                test: (id: string) => FIRESTORE_CHUNK.test(id.replaceAll('\\', '/')),
                // only the SDK itself: @firebase/app and util stay in the chunks shared with Auth and Functions
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
        // @skillsetu/domain is pure (schemas, constants, functions) but its package.json does not
        // say so: without this, importing one constant pulls every zod schema (~29 KB gzip) into
        // whichever chunk imports the package first.
        // hoist-non-react-statics and react-is (CommonJS, pure) are imported by emotion's withTheme,
        // which Chakra never calls: marked pure, they drop out of the boot chunk (~1 KB gzip).
        // reactfire imports the Remote Config SDK (and through it Firebase Installations) for hooks
        // the app never calls; their only side effect is registering their component with
        // Firebase, so marked pure they drop out of the Firebase chunk (~10 KB gzip).
        // A feature's index.ts only re-exports its public surface (docs/architecture.md#layers):
        // marked pure, importing one export never pulls the feature's other modules in.
        // A function returning undefined keeps the default (package.json sideEffects) for every
        // other module; a rule list would mark unmatched modules side-effect free.
        treeshake: {
          moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
        },
      },
    },
  };
});

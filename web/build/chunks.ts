import type { Plugin } from 'vite';
import {
  chunkFilePattern,
  ENTRY_CHUNK as ENTRY_CHUNK_NAME,
  FIREBASE_SDK_CHUNKS,
  IDLE_CHUNKS,
  missingChunks,
} from '../../scripts/lib/chunks.mjs';

// How the build splits the app into chunks: named groups, preload lists and side-effect-free
// modules (docs/performance.md). Only the boot packages' paths are matched here, no library code
// is patched, so no version is asserted.

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
export const BOOT_CHUNK = new RegExp(
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
export const FIRESTORE_CHUNK =
  /\/node_modules\/(@firebase\/firestore\/dist\/(?!lite\/)|@firebase\/webchannel-wrapper\/dist\/webchannel-blob\/|firebase\/firestore\/dist\/(?!lite\/))/;

/** The entry chunk (index.html's script) and the full Firebase SDK's chunks (not Firestore Lite). */
export const ENTRY_CHUNK = chunkFilePattern(ENTRY_CHUNK_NAME);
export const FIREBASE_SDK_CHUNK = chunkFilePattern(FIREBASE_SDK_CHUNKS);
/**
 * Chunks loaded before any dynamic import can run: the entry and what it imports statically (the
 * boot chunk, Rolldown's runtime). A preload list naming them fetches nothing, so every list
 * leaves them out (docs/decisions/278-preload-lists-and-the-plans-route.md): they were 3 of the
 * entry's 82 names and in each of its 18 lists.
 */
export const ALWAYS_LOADED_CHUNK = chunkFilePattern([ENTRY_CHUNK_NAME, 'boot', 'rolldown-runtime']);
/** A one-icon chunk of splitLucideIcons (web/build/lucide-icons.ts) or react-icons' GenIcon. */
export const ICON_CHUNK = /(^|\/)(Lu[A-Z]\w*|iconBase)-[\w-]{8}\.js$/;

/**
 * Chunks the app loads only when the browser is idle, never on a page's critical path: the toast
 * view (toaster.tsx), the signed-in areas' route table (router.tsx) and the home promo dialog
 * (promo-popup-host.tsx).
 */
export const IDLE_CHUNK = chunkFilePattern(IDLE_CHUNKS);

/**
 * Fails the build when a chunk named in scripts/lib/chunks.mjs is not in its output: the preload
 * lists of web/vite.config.ts, the prerender capture and the e2e tests find chunks by those names.
 */
export function heldBackChunksPresent(): Plugin {
  return {
    name: 'skillsetu-held-back-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const missing = missingChunks(Object.keys(bundle));
      if (missing.length > 0)
        this.error(
          `No output chunk named ${missing.join(', ')}: a module was renamed or the split changed. ` +
            'Update scripts/lib/chunks.mjs (and what relies on it: web/build/chunks.ts, prerender.mjs, web/e2e).',
        );
    },
  };
}

/** Modules the build treats as side-effect free (web/vite.config.ts, treeshake.moduleSideEffects, says why). */
export const SIDE_EFFECT_FREE =
  /[\\/]web[\\/]src[\\/]features[\\/][\w-]+[\\/]index\.ts$|[\\/]domain[\\/]src[\\/]|[\\/]node_modules[\\/](hoist-non-react-statics|react-is|@firebase[\\/](remote-config|installations)|firebase[\\/]remote-config)[\\/]/;

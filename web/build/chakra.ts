import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { assertVersion } from './versions';

const CHAKRA_ESM = path.resolve(import.meta.dirname, '../../node_modules/@chakra-ui/react/dist/esm');

/**
 * `@chakra-theme/<path>` → one module of Chakra's theme (tokens, a recipe), skipping the
 * '@chakra-ui/react/theme' barrel whose defaultConfig holds every recipe (components/ui/theme.ts).
 * Shared with vitest.config.mts; web/tsconfig.json maps the same path to Chakra's types.
 */
export const CHAKRA_THEME_ALIAS = {
  find: /^@chakra-theme\/(.*)$/,
  replacement: `${CHAKRA_ESM}/theme/$1.js`,
};

/** The patch that makes Chakra's system `_global` lazy, applied by `npm ci` (root package.json postinstall). */
export const CHAKRA_PATCH = path.resolve(import.meta.dirname, '../../patches/@chakra-ui+react+3.37.0.patch');
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
      assertVersion('chakra', '@chakra-ui/react', '3.37.0');
      const systemJs = path.join(CHAKRA_ESM, 'styled-system/system.js');
      if (!fs.readFileSync(systemJs, 'utf8').includes(CHAKRA_LAZY_GLOBAL))
        this.error(
          `Chakra's system.js is not patched: run \`npx patch-package\` (or update ${path.basename(CHAKRA_PATCH)} for this Chakra version)`,
        );
    },
  };
}

import type { Plugin } from 'vite';
import { assertVersion } from './versions';

/** Zod's shared config object in the version this plugin was written against (see zodJitless). */
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
      assertVersion('zod-jitless', 'zod', '4.6.7');
      patched = false;
    },
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/zod/v4/core/core.js')) return null;
      patched = true;
      if (!code.includes(ZOD_GLOBAL_CONFIG)) this.error(`Zod's core.js changed: update web/build/zod-jitless.ts`);
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

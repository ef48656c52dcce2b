import path from 'node:path';
import type { Plugin } from 'vite';
import { assertVersion } from './versions';

/**
 * Builds use React Router's production build. Its package.json exports only dist/development
 * (remix-run/react-router#14102, "temporary" since 7.0.2), which keeps the dev warnings and their
 * checks in every production bundle. Dev server and tests keep the development build.
 */
export function reactRouterProductionAlias() {
  assertVersion('react-router', 'react-router', '7.18.5');
  const dist = path.resolve(import.meta.dirname, '../../node_modules/react-router/dist');
  return [
    { find: /^react-router$/, replacement: `${dist}/production/index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${dist}/production/dom-export.mjs` },
  ];
}

/**
 * `react-router-dom` → src/lib/router/react-router-dom.ts: React Router with light Link and NavLink
 * (no framework-mode prefetch code in the boot chunk; docs/decisions/220-light-router-links.md).
 * Shared with vitest.config.mts, so tests render the same links.
 */
export const LIGHT_ROUTER_ALIAS = {
  find: /^react-router-dom$/,
  replacement: path.resolve(import.meta.dirname, '../src/lib/router/react-router-dom.ts'),
};

/**
 * React Router's production build creates Link, NavLink and Form with unannotated
 * `React10.forwardRef(…)` calls at the top of its one module and then sets their `displayName`, so
 * the bundler keeps all three (and the framework-mode prefetch code under Link) although the app
 * renders its own light links (src/lib/router/light-links.tsx). This marks those calls pure and
 * drops the top-level `displayName` statements (names for React DevTools only), so what the app
 * does not use drops out of the boot chunk (docs/decisions/220-light-router-links.md).
 */
export function reactRouterTreeShakable(): Plugin {
  assertVersion('react-router', 'react-router', '7.18.5');
  return {
    name: 'skillsetu-react-router-tree-shakable',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code) {
        const out = code
          .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^\w+\.displayName = "\w+";$/gm, '');
        return { code: out, map: null };
      },
    },
  };
}

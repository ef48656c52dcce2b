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
 * `_renderMatches` for a declarative router: what React Router's own does when no data router
 * state is given (no `errorElement`, `HydrateFallback` or loader data); `RenderedRoute` gets the
 * same props. Only `<RouterProvider>` passes data router state, and the app renders
 * `<BrowserRouter>` (tests, which use `RouterProvider`, run the development build, untouched).
 */
const DECLARATIVE_RENDER_MATCHES = `function _renderMatches(matches, parentMatches = []) {
  if (matches == null) return null;
  return matches.reduceRight((outlet, match, index) => React2.createElement(RenderedRoute, {
    match,
    routeContext: { outlet, matches: parentMatches.concat(matches.slice(0, index + 1)), isDataRoute: false },
    children: match.route.Component ? React2.createElement(match.route.Component, null) : match.route.element ? match.route.element : outlet
  }), null);
}
function getDataRouterConsoleError(`;

/**
 * Edits of React Router's production module for a declarative `<BrowserRouter>` app, each
 * `[what, pattern, replacement, times]`; the build fails when a pattern is not found `times`
 * times (a React Router upgrade that moved the code), so a saving is never lost silently.
 */
export const REACT_ROUTER_EDITS: [string, RegExp, string, number][] = [
  // Link, NavLink and Form: unannotated forwardRef calls and displayName statements (ADR 220)
  ['forwardRef calls marked pure', /^(var \w+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2', 3],
  ['displayName statements', /^\w+\.displayName = "\w+";$/gm, '', 0],
  // ADR 289: the data router's error boundaries, hydration fallback and RSC redirects out of
  // <Routes>; with them RenderErrorBoundary, RSCErrorHandler and the digest decoders drop out
  [
    'declarative _renderMatches',
    /^function _renderMatches\(matches, parentMatches = \[\], dataRouterOpts\) \{[\s\S]*?^function getDataRouterConsoleError\(/m,
    DECLARATIVE_RENDER_MATCHES,
    1,
  ],
  ['RenderErrorBoundary.contextType', /^RenderErrorBoundary\.contextType = RSCRouterContext;$/m, '', 1],
  // useNavigate's data router branch: isDataRoute is false under <BrowserRouter>
  [
    'useNavigate without the data router',
    /return isDataRoute \? useNavigateStable\(\) : useNavigateUnstable\(\);/,
    'return useNavigateUnstable();',
    1,
  ],
];

/**
 * React Router's production build creates Link, NavLink and Form with unannotated
 * `React10.forwardRef(…)` calls at the top of its one module and then sets their `displayName`, so
 * the bundler keeps all three (and the framework-mode prefetch code under Link) although the app
 * renders its own light links (src/lib/router/light-links.tsx). This marks those calls pure and
 * drops the top-level `displayName` statements (names for React DevTools only), so what the app
 * does not use drops out of the boot chunk (docs/decisions/220-light-router-links.md). It also
 * gives `<Routes>` a declarative `_renderMatches` and `useNavigate` no data router branch
 * (REACT_ROUTER_EDITS, docs/decisions/289-react-router-without-data-router-code.md).
 */
export function reactRouterTreeShakable(): Plugin {
  assertVersion('react-router', 'react-router', '7.18.5');
  return {
    name: 'skillsetu-react-router-tree-shakable',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code, id) {
        // the module that defines the components and hooks; the edits are counted there only
        const main = code.includes('function _renderMatches(');
        let out = code;
        for (const [what, pattern, replacement, times] of REACT_ROUTER_EDITS) {
          const found = out.match(new RegExp(pattern.source, pattern.flags.replace('g', '') + 'g'));
          if (main && times > 0 && found?.length !== times)
            this.error(`react-router: "${what}" matched ${found?.length ?? 0} times in ${id}, expected ${times}`);
          // as many lines as the code replaced, so the source map (none returned) still fits
          out = out.replace(pattern, (match: string) => {
            const text = match.replace(new RegExp(pattern.source, pattern.flags.replace('g', '')), replacement);
            const lost = match.split('\n').length - text.split('\n').length;
            return lost > 0 ? text + '\n'.repeat(lost) : text;
          });
        }
        return { code: out, map: null };
      },
    },
  };
}

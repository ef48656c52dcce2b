import path from 'node:path';
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

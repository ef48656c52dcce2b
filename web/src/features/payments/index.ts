// The payments feature's public surface: what other features may import besides its api/ folder
// (eslint.config.js, import-x/no-restricted-paths; docs/architecture.md#layers). Loaders keep
// a component in its own chunk: `lazy(() => loadX().then(...))`.
export { EnrollButton } from './components/enroll-button';
export { LazyEnrollButton } from './components/lazy-enroll-button';
export { UpgradePlanButton } from './components/upgrade-plan-button';

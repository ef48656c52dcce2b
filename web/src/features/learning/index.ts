// The learning feature's public surface: what other features may import besides its api/ folder
// (eslint.config.js, import-x/no-restricted-paths; docs/architecture.md#layers). Loaders keep
// a component in its own chunk: `lazy(() => loadX().then(...))`.
export { EnrolledLink } from './components/enrolled-link';
export { MyLearningCard } from './components/my-learning-card';

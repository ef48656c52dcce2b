// The learning feature's public surface besides its api/ folder: what other features may import
// (eslint.config.js, import-x/no-restricted-paths; docs/architecture.md#layers). Only re-exports,
// marked side-effect free in web/vite.config.ts, so the build resolves each import to its module.
export { MyLearningCard } from './components/my-learning-card';
export { useMyEnrollments } from './api/use-my-enrollments';

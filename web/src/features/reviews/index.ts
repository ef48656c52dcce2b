// The reviews feature's public surface: what other features may import besides its api/ folder
// (eslint.config.js, import-x/no-restricted-paths; docs/architecture.md#layers). Only
// re-exports (marked side-effect free in web/vite.config.ts), so the build resolves each import to its module.
export { ReviewForm } from './components/review-form';
export { loadCourseReviewsTab } from './load-course-reviews-tab';
export { loadTrainerReviewsInbox } from './load-trainer-reviews-inbox';
export { loadTrainerReviewsTab } from './load-trainer-reviews-tab';

// The reviews feature's public surface besides its api/ folder: what other features may import
// (eslint.config.js, import-x/no-restricted-paths; docs/architecture.md#layers). Only re-exports,
// marked side-effect free in web/vite.config.ts, so the build resolves each import to its module.
export { ReviewForm } from './components/review-form';
export { loadTrainerReviewsTab } from './api/load-trainer-reviews-tab';
export { loadTrainerReviewsInbox } from './api/load-trainer-reviews-inbox';
export { loadCourseReviewsTab } from './api/load-course-reviews-tab';
export { useMyHiddenReview } from './api/use-my-hidden-review';
export { useMyReview } from './api/use-my-review';

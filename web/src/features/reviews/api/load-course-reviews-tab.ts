/** Loads CourseReviewsTab's module, a chunk of its own: for `lazy()` in another feature (one module per loader, docs/architecture.md#layers). */
export const loadCourseReviewsTab = () => import('../components/course-reviews-tab');

import { lazy } from 'react';
import { loadUpcomingBatches } from '../../batches';
import { loadCourseReviewsTab } from '../../reviews';

// A live course's Upcoming and Reviews panels: this module loads when one of those tabs first
// opens, or when the browser is idle after the course painted (course-tabs.tsx), so the page's
// first paint does not carry their loaders' preload lists (docs/decisions/279-trainer-profile-tabs-when-opened.md).

// A live course's reviews load when the Reviews tab opens, with their own Firebase boundary.
const CourseReviewsTab = lazy(() => loadCourseReviewsTab().then((m) => ({ default: m.CourseReviewsTab })));

// --- batches ---
const UpcomingBatches = lazy(() => loadUpcomingBatches().then((m) => ({ default: m.UpcomingBatches })));
// --- end batches ---

// Each panel renders inside course-tabs.tsx's Suspense, whose fallback shows while this module and
// then the panel's own chunk load.

/** The Upcoming tab of a live course without sample batches: its future batches (ADR 080). */
export function LiveUpcomingPanel({ courseId }: { courseId: string }) {
  return <UpcomingBatches scope={{ field: 'course_id', value: courseId }} />;
}

/** The Reviews tab of a live course: its real reviews and the enrolled learner's form. */
export function LiveReviewsPanel(props: { courseId: string; courseTitle: string; trainerUid: string }) {
  return <CourseReviewsTab {...props} />;
}

// Re-exports only: one deployed function per file (CONVENTIONS, manifold's layout).
export { onTrainerProfileWritten } from './trainers/on-trainer-profile-written';
export { onCourseWritten } from './trainers/on-course-written';

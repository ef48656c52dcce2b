import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { recomputeCourseStats } from '../learning/course-stats';
import { recomputeTrainerCard } from '../trainers/recompute-trainer-card';

/** Non-empty string values of `field` before and after a write (both, when it moved). */
function idsOf(
  event: { data?: { before: { get(f: string): unknown }; after: { get(f: string): unknown } } },
  field: string,
) {
  const values = [event.data?.before.get(field), event.data?.after.get(field)];
  return new Set(values.filter((v): v is string => typeof v === 'string' && v.length > 0));
}

/**
 * enrollments/{id} written → recompute the trainer card, so its student count follows (docs/architecture.md#decision-1),
 * and the public course_stats/{courseId} student count of the course page (exact counts, replay-safe).
 */
export const onEnrollmentWritten = onDocumentWritten('enrollments/{id}', async (event) => {
  for (const uid of idsOf(event, 'trainer_id')) await recomputeTrainerCard(db, uid);
  for (const courseId of idsOf(event, 'course_id')) await recomputeCourseStats(db, courseId);
});

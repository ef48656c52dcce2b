import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { recomputeTrainerCard } from '../trainers/recompute-trainer-card';
import { recomputeCourseStats } from './course-stats';

/** Non-empty string values of `field` in the enrolment before and after a write (both, when it moved). */
function idsOf(before: DocumentSnapshot | undefined, after: DocumentSnapshot | undefined, field: string): Set<string> {
  const values = [before?.get(field), after?.get(field)];
  return new Set(values.filter((v): v is string => typeof v === 'string' && v.length > 0));
}

/**
 * After an enrolment write (`before`/`after`: the trigger's snapshots, either missing): recomputes
 * the card of each trainer it names (its student count, docs/architecture.md#decision-1) and the
 * public course_stats/{courseId} of each course it names (the course page's student count,
 * docs/decisions/030-review-stats.md). Exact counts, so a replay changes nothing. Throws the
 * Firestore error.
 */
export async function refreshEnrollmentCounts(
  db: Firestore,
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): Promise<void> {
  for (const uid of idsOf(before, after, 'trainer_id')) await recomputeTrainerCard(db, uid);
  for (const courseId of idsOf(before, after, 'course_id')) await recomputeCourseStats(db, courseId);
}

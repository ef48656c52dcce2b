import { courseStats, NOT_COUNTED_ENROLMENT_STATUSES, studentsFromCounts } from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

/** `course_stats/{courseId}` (server only, public): the course's active enrolments (docs/decisions/030-review-stats.md). */
export interface CourseStats {
  students: number;
}

/**
 * Recomputes course_stats/{courseId}.students exactly: count aggregations of the course's enrolments
 * minus those cancelled or refunded (about one read per 1,000 enrolments each), never an increment,
 * so a replayed trigger cannot drift. As in recomputeReviewStats, a result whose counts were read
 * before the stored `as_of` is dropped (the newest count wins when triggers finish out of order).
 * Writes only when the number changed. Returns what is stored afterwards.
 */
export async function recomputeCourseStats(db: Firestore, courseId: string): Promise<CourseStats> {
  const base = db.collection('enrollments').where('course_id', '==', courseId);
  const [all, inactive] = await Promise.all([
    base.count().get(),
    base
      .where('status', 'in', [...NOT_COUNTED_ENROLMENT_STATUSES])
      .count()
      .get(),
  ]);
  const stats: CourseStats = { students: studentsFromCounts(all.data().count, inactive.data().count) };
  const asOf = all.readTime.toMillis() < inactive.readTime.toMillis() ? all.readTime : inactive.readTime;
  const ref = typedDoc(db, courseStats, courseId);
  return runTransaction(db, async (tx) => {
    const current = await tx.get(ref);
    const stored = dataOf(current);
    if (stored?.as_of && stored.as_of.getTime() > asOf.toMillis()) return { students: stored.students };
    if (!stored || stored.students !== stats.students) tx.set(ref, { ...stats, as_of: asOf.toDate() });
    return stats;
  });
}

import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { lenientConverter } from '../../../lib/firebase/converter-from-schema';
import { useLiveDoc } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';

/** A batch a course's enrolments name: its id and start (null when unknown). */
export interface StudentBatch {
  id: string;
  startsAt: Date | null;
}

/** trainer_student_batches/{courseId} (server-written: batch id → start) → its batches, earliest start first. */
const studentBatchesConverter = lenientConverter((_id, data): StudentBatch[] => {
  const batches: unknown = data.batches;
  if (typeof batches !== 'object' || batches === null) return [];
  return Object.entries(batches as Record<string, unknown>)
    .map(([id, v]) => ({ id, startsAt: v instanceof Date && v.getTime() > 0 ? v : null }))
    .sort((a, b) => (a.startsAt?.getTime() ?? 0) - (b.startsAt?.getTime() ?? 0));
});

const NONE: StudentBatch[] = [];

/**
 * The batches named by enrolments of `courseId` (trainer_student_batches/{courseId}, server-written),
 * earliest start first; [] when the course has none or no course is chosen. Must render inside <WithFirebase>.
 */
export function useStudentBatches(courseId: string): StudentBatch[] {
  const ref = useMemo(
    () =>
      courseId ? doc(firestore, 'trainer_student_batches', courseId).withConverter(studentBatchesConverter) : null,
    [courseId],
  );
  const live = useLiveDoc(ref, 'Student batches load');
  return live.status === 'success' && live.data ? live.data : NONE;
}

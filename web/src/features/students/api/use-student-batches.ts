import { trainerStudentBatches } from '@skillsetu/domain';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { viewConverter } from '../../../lib/firebase/converter-from-schema';
import { useLiveDoc } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';

/** A batch a course's enrolments name: its id and start (null when unknown). */
export interface StudentBatch {
  id: string;
  startsAt: Date | null;
}

/**
 * trainer_student_batches/{courseId} (server-written: batch id → start; domain trainerStudentBatches)
 * → its batches, earliest start first; an unknown start (Date(0)) is null.
 */
const studentBatchesConverter = viewConverter(trainerStudentBatches, (_id, data): StudentBatch[] =>
  Object.entries(data.batches)
    .map(([id, v]) => ({ id, startsAt: v.getTime() > 0 ? v : null }))
    .sort((a, b) => (a.startsAt?.getTime() ?? 0) - (b.startsAt?.getTime() ?? 0)),
);

const NONE: StudentBatch[] = [];

/**
 * The batches named by enrolments of `courseId` (trainer_student_batches/{courseId}, server-written),
 * earliest start first; [] when the course has none or no course is chosen. Must render inside <WithFirebase>.
 */
export function useStudentBatches(courseId: string): StudentBatch[] {
  const ref = useMemo(
    () =>
      courseId ? doc(firestore, trainerStudentBatches.path(courseId)).withConverter(studentBatchesConverter) : null,
    [courseId],
  );
  const live = useLiveDoc(ref, 'Student batches load');
  return live.status === 'success' && live.data ? live.data : NONE;
}

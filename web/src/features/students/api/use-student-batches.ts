import { doc, Timestamp } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';

/** A batch a course's enrolments name: its id and start (null when unknown). */
export interface StudentBatch {
  id: string;
  startsAt: Date | null;
}

/**
 * The batches named by enrolments of `courseId` (trainer_student_batches/{courseId}, server-written),
 * earliest start first; [] when the course has none or no course is chosen. Must render inside <WithFirebase>.
 */
export function useStudentBatches(courseId: string): StudentBatch[] {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, 'trainer_student_batches', courseId || '-'), [db, courseId]);
  const { data } = useFirestoreDocData(ref, { suspense: false });
  return useMemo(() => {
    if (!courseId || !data || typeof data.batches !== 'object' || data.batches === null) return [];
    return Object.entries(data.batches as Record<string, unknown>)
      .map(([id, v]) => ({ id, startsAt: v instanceof Timestamp && v.toMillis() > 0 ? v.toDate() : null }))
      .sort((a, b) => (a.startsAt?.getTime() ?? 0) - (b.startsAt?.getTime() ?? 0));
  }, [courseId, data]);
}

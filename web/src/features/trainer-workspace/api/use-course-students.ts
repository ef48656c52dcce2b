import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { lenientConverter } from '../../../lib/firebase/converter-from-schema';
import { useLiveDoc } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';

const studentsConverter = lenientConverter((_id, d) => ({
  students: typeof d.students === 'number' && Number.isFinite(d.students) ? d.students : 0,
}));

/**
 * Live paid, active enrolments of a course (`course_stats/{courseId}.students`, server-kept, public):
 * 0 when none or no document; null while loading or when the read fails. A course with students
 * cannot be deleted (firestore.rules; docs/decisions/133-course-lifecycle.md).
 */
export function useCourseStudents(courseId: string): number | null {
  const ref = useMemo(() => doc(firestore, 'course_stats', courseId).withConverter(studentsConverter), [courseId]);
  const live = useLiveDoc(ref, 'Course students read');
  if (live.status !== 'success') return null;
  return live.data?.students ?? 0;
}

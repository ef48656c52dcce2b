import { doc, getDoc } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';
import { useOnce } from '../../../lib/firebase/use-once';

const NO_LESSONS: string[] = [];

/** The lesson titles of courses/{id}.syllabus.lessons ('module|minutes|title'), [] without one. */
async function fetchLessonTitles(courseId: string): Promise<string[]> {
  const snap = await getDoc(doc(firestore, 'courses', courseId));
  const lessons = (snap.get('syllabus') as { lessons?: unknown } | undefined)?.lessons;
  return Array.isArray(lessons) ? lessons.map((l) => String(l).split('|').slice(2).join('|')) : [];
}

/**
 * The course's lesson titles in order (courses/{id}.syllabus.lessons, public; stored as
 * 'module|minutes|title', docs/decisions/074-course-syllabus.md), read once (useOnce); [] while
 * loading, without one, or when the read fails (logged as 'Course syllabus fetch failed').
 */
export function useCourseLessons(courseId: string): string[] {
  return useOnce(courseId, () => fetchLessonTitles(courseId), 'Course syllabus fetch').data ?? NO_LESSONS;
}

/** How many lessons the course lists (0 while loading or without a syllabus). */
export function useLessonsTotal(courseId: string): number {
  return useCourseLessons(courseId).length;
}

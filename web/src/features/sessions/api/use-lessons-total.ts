import { doc, getDoc } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';

/**
 * The course's lesson titles in order (courses/{id}.syllabus.lessons, public; stored as
 * 'module|minutes|title', docs/decisions/074-course-syllabus.md), read once; [] while loading or without one.
 */
export function useCourseLessons(courseId: string): string[] {
  const [state, setState] = useState<{ id: string; titles: string[] } | null>(null);
  useEffect(() => {
    let active = true;
    getDoc(doc(firestore, 'courses', courseId))
      .then((snap) => {
        const lessons = (snap.get('syllabus') as { lessons?: unknown } | undefined)?.lessons;
        const titles = Array.isArray(lessons) ? lessons.map((l) => String(l).split('|').slice(2).join('|')) : [];
        if (active) setState({ id: courseId, titles });
      })
      .catch((err: unknown) => console.error('Course syllabus fetch failed', err));
    return () => {
      active = false;
    };
  }, [courseId]);
  return state?.id === courseId ? state.titles : [];
}

/** How many lessons the course lists (0 while loading or without a syllabus). */
export function useLessonsTotal(courseId: string): number {
  return useCourseLessons(courseId).length;
}

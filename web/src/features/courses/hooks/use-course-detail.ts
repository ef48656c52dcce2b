import { useEffect, useState } from 'react';
import type { CourseDetail } from '../course-detail';
import { SAMPLE_COURSE, SAMPLE_COURSE_ID } from '../sample-course';

/** Loading state of the course page. */
export type CourseDetailState =
  | { status: 'loading' }
  | { status: 'ready'; course: CourseDetail; live: boolean }
  | { status: 'not-found' }
  | { status: 'error' };

/**
 * The course for /course/{id} (spec §2): the sample course for its sample id, otherwise a
 * published Firestore course (Firebase loaded lazily), otherwise not-found.
 */
export function useCourseDetail(id: string): CourseDetailState {
  const [state, setState] = useState<CourseDetailState>(() =>
    id === SAMPLE_COURSE_ID ? { status: 'ready', course: SAMPLE_COURSE, live: false } : { status: 'loading' },
  );
  useEffect(() => {
    if (id === SAMPLE_COURSE_ID) {
      setState({ status: 'ready', course: SAMPLE_COURSE, live: false });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    import('../api/fetch-live-course')
      .then(({ fetchLiveCourse }) => fetchLiveCourse(id))
      .then((course) => {
        if (!cancelled) setState(course ? { status: 'ready', course, live: true } : { status: 'not-found' });
      })
      .catch((e: unknown) => {
        console.error('Course load failed', e);
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [id]);
  return state;
}

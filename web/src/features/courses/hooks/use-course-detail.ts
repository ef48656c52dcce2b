import { startTransition, useEffect, useState } from 'react';
import type { CourseDetail } from '../course-detail';
import { SAMPLE_COURSE_ID, SAMPLE_COURSE_TRAINER_UID } from '../sample-course-id';

/** Loading state of the course page. */
export type CourseDetailState =
  | { status: 'loading' }
  | { status: 'ready'; course: CourseDetail; live: boolean }
  | { status: 'not-found' }
  | { status: 'error' };

let sampleCourse: CourseDetail | null = null;

/**
 * Loads the sample course's content (a module of its own: only /course/1 shows it); the course
 * route's prefetch starts it before the first render. Resolves to the course (prices in rupees).
 */
export function loadSampleCourse(): Promise<CourseDetail> {
  return import('../sample-course').then((m) => (sampleCourse = m.SAMPLE_COURSE));
}

/**
 * The course for /course/{id} (docs/product.md#courses-and-batches): the sample course for its sample id (its instructor then
 * replaced by a seeded trainer's live card when there is one), otherwise a
 * published Firestore course (Firebase loaded lazily), otherwise not-found.
 */
export function useCourseDetail(id: string): CourseDetailState {
  const [state, setState] = useState<CourseDetailState>(() =>
    id === SAMPLE_COURSE_ID && sampleCourse
      ? { status: 'ready', course: sampleCourse, live: false }
      : { status: 'loading' },
  );
  useEffect(() => {
    let cancelled = false;
    if (id === SAMPLE_COURSE_ID) {
      void loadSampleCourse().then(
        (sample) => {
          if (cancelled) return;
          setState({ status: 'ready', course: sample, live: false });
          // the sample's instructor links go to a real seeded trainer once their card is read
          import('../api/fetch-course-trainer')
            .then(({ fetchCourseTrainer }) => fetchCourseTrainer(SAMPLE_COURSE_TRAINER_UID))
            .then((trainer) => {
              if (!cancelled && trainer) setState({ status: 'ready', course: { ...sample, trainer }, live: false });
            })
            .catch((e: unknown) => console.warn('Sample course trainer not loaded', e));
        },
        (e: unknown) => {
          console.error('Sample course load failed', e);
          if (!cancelled) setState({ status: 'error' });
        },
      );
      return () => {
        cancelled = true;
      };
    }
    setState({ status: 'loading' });
    import('../api/fetch-live-course')
      .then(({ fetchLiveCourse }) => fetchLiveCourse(id))
      .then((course) => {
        // A transition lets React render the page in slices instead of one long task, as the trainer
        // profile does (docs/decisions/248-course-page-prerendered-shell.md); the skeleton stays meanwhile.
        if (!cancelled)
          startTransition(() => setState(course ? { status: 'ready', course, live: true } : { status: 'not-found' }));
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

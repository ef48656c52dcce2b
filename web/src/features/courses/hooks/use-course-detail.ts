import { useMemo } from 'react';
import { useOnce } from '../../../lib/firebase/use-once';
import type { CourseDetail } from '../course-detail';
import { SAMPLE_COURSE, SAMPLE_COURSE_ID, SAMPLE_COURSE_TRAINER_UID } from '../sample-course';

/** Loading state of the course page. */
export type CourseDetailState =
  | { status: 'loading' }
  | { status: 'ready'; course: CourseDetail; live: boolean }
  | { status: 'not-found' }
  | { status: 'error' };

// Firebase loads lazily, with the read's module.
const loadSampleTrainer = () =>
  import('../api/fetch-course-trainer').then(({ fetchCourseTrainer }) => fetchCourseTrainer(SAMPLE_COURSE_TRAINER_UID));
const loadLiveCourse = (id: string) =>
  import('../api/fetch-live-course').then(({ fetchLiveCourse }) => fetchLiveCourse(id));

/**
 * The course for /course/{id} (docs/product.md#courses-and-batches): the sample course for its sample id (its instructor then
 * replaced by a seeded trainer's live card when there is one), otherwise a
 * published Firestore course (one read, useOnce), otherwise not-found; 'error' when that read fails.
 */
export function useCourseDetail(id: string): CourseDetailState {
  const isSample = id === SAMPLE_COURSE_ID;
  // the sample's instructor links go to a real seeded trainer once their card is read
  const sampleTrainer = useOnce(isSample ? 'sample-trainer' : null, loadSampleTrainer, 'Sample course trainer fetch', {
    quiet: true,
  });
  const live = useOnce(isSample ? null : id, () => loadLiveCourse(id), 'Course load');
  const trainer = sampleTrainer.data;
  const { status, data: course } = live;
  return useMemo((): CourseDetailState => {
    if (isSample)
      return { status: 'ready', course: trainer ? { ...SAMPLE_COURSE, trainer } : SAMPLE_COURSE, live: false };
    if (status === 'error') return { status: 'error' };
    if (status !== 'success') return { status: 'loading' };
    return course ? { status: 'ready', course, live: true } : { status: 'not-found' };
  }, [isSample, trainer, status, course]);
}

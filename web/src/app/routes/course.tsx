import { useParams, type Params } from 'react-router-dom';
import { CoursePage } from '../../features/courses/components/course-page';
import { loadSampleCourse } from '../../features/courses/hooks/use-course-detail';
import { SAMPLE_COURSE_ID } from '../../features/courses/sample-course-id';

/** Route `/course/:id` (docs/product.md#courses-and-batches). */
export default function CourseRoute() {
  const { id = '' } = useParams();
  return <CoursePage key={id} id={id} />;
}

/** Starts a live course's read, or the sample course's module, before the first render (ADR 248). */
CourseRoute.prefetch = ({ id }: Params) => {
  if (!id) return;
  if (id === SAMPLE_COURSE_ID) return void loadSampleCourse();
  void import('../../features/courses/api/fetch-live-course').then((m) => m.prefetchLiveCourse(id));
};

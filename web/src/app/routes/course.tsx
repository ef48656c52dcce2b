import { useParams, type Params } from 'react-router-dom';
import { CoursePage } from '../../features/courses/components/course-page';
import { SAMPLE_COURSE_ID } from '../../features/courses/sample-course';

/** Route `/course/:id` (docs/product.md#courses-and-batches). */
export default function CourseRoute() {
  const { id = '' } = useParams();
  return <CoursePage key={id} id={id} />;
}

/** Starts a live course's read before the first render (the sample course needs none; ADR 248). */
CourseRoute.prefetch = ({ id }: Params) => {
  if (!id || id === SAMPLE_COURSE_ID) return;
  void import('../../features/courses/api/fetch-live-course').then((m) => m.prefetchLiveCourse(id));
};

import { useParams } from 'react-router-dom';
import { CoursePage } from '../../features/courses/components/course-page';

/** Route `/course/:id` (docs/product.md#courses-and-batches). */
export default function CourseRoute() {
  const { id = '' } = useParams();
  return <CoursePage key={id} id={id} />;
}

import { useParams } from 'react-router-dom';
import { CoursePage } from '../../features/courses/components/course-page';

/** Route `/course/:id` (spec §2 Course detail). */
export default function CourseRoute() {
  const { id = '' } = useParams();
  return <CoursePage key={id} id={id} />;
}

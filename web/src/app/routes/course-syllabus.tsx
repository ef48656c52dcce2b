import { useParams } from 'react-router-dom';
import { CourseSyllabusPage } from '../../features/courses/components/course-syllabus-page';

/** Route `/course/:id/syllabus`: the course's printable syllabus (Download Syllabus). */
export default function CourseSyllabusRoute() {
  const { id = '' } = useParams();
  return <CourseSyllabusPage key={id} id={id} />;
}

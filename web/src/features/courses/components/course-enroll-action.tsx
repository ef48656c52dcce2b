import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { LazyEnrollButton } from '../../payments';
import type { CourseDetail } from '../course-detail';

/**
 * Enroll Now on the course page (spec §2): opens the payments feature's flow for a live course
 * (the server prices it from the course document); the sample course links to its trainer.
 */
export function CourseEnrollAction({ course, live }: { course: CourseDetail; live: boolean }) {
  const link = (
    <Button asChild colorPalette="blue" size="lg">
      <Link to={course.trainer.id ? `/trainer/${course.trainer.id}` : '/find-trainers'}>Enroll Now</Link>
    </Button>
  );
  if (!live || !course.trainer.uid) return link;
  return (
    <LazyEnrollButton
      fallback={link}
      course={{ id: course.id, title: course.title, price: course.price }}
      trainerName={course.trainer.name}
      trainerId={course.trainer.uid}
    />
  );
}

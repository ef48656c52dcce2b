import { Button, Text } from '@chakra-ui/react';
import { CANCEL_MESSAGES } from '@skillsetu/domain';
import { Link } from 'react-router-dom';
import { LazyEnrollButton } from '../../payments';
import type { CourseDetail } from '../course-detail';

/**
 * Enroll Now on the course page (docs/product.md#courses-and-batches): opens the payments feature's flow for a live course
 * (the server prices it from the course document); the sample course links to its trainer. A live
 * course with no upcoming batch that is not self-paced says so instead (ADR 132).
 */
export function CourseEnrollAction({ course, live }: { course: CourseDetail; live: boolean }) {
  const link = (
    <Button asChild colorPalette="blue" size="lg">
      <Link to={course.trainer.id ? `/trainer/${course.trainer.id}` : '/find-trainers'}>Enroll Now</Link>
    </Button>
  );
  if (!live || !course.trainer.uid) return link;
  if (course.sellable === false) {
    return (
      <Text color="fg.muted" data-testid="no-upcoming-batch">
        {CANCEL_MESSAGES.noUpcomingBatch}
      </Text>
    );
  }
  return (
    <LazyEnrollButton
      fallback={link}
      course={{ id: course.id, title: course.title, price: course.price }}
      trainerName={course.trainer.name}
      trainerId={course.trainer.uid}
    />
  );
}

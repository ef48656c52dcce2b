import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { LazyEnrollButton } from '../../payments';
import type { CategoryTrainer } from '../category-trainer';

/**
 * Enroll Now on a category card (docs/product.md#public-pages): the payments feature's EnrollButton for a live
 * trainer's published course; otherwise (sample trainers, the default Introduction Course, which
 * has no course document to pay for) a link to the trainer's profile.
 */
export function CategoryEnrollAction({ trainer }: { trainer: CategoryTrainer }) {
  const link = (
    <Button asChild colorPalette="blue" size="sm" flex="1">
      <Link to={`/trainer/${trainer.id}`} aria-label={`Enroll Now with ${trainer.name}`}>
        Enroll Now
      </Link>
    </Button>
  );
  const course = trainer.firstCourse;
  if (!trainer.uid || !course?.id) return link;
  return (
    <LazyEnrollButton
      fallback={link}
      course={{ id: course.id, title: course.title, price: course.price }}
      trainerName={trainer.name}
      trainerId={trainer.uid}
    />
  );
}

import type { CardCourse, TrainerCard } from '@skillsetu/domain';
import { EnrollButton } from './enroll-button';

/**
 * The trainer profile's `renderCourseAction` slot (features/trainers): Enroll Now on priced, real
 * courses (not the derived default Introduction Course, which has no course document).
 */
export function renderEnrollAction(course: CardCourse, trainer: TrainerCard) {
  if (course.is_default || course.price <= 0) return null;
  return (
    <EnrollButton
      course={{ id: course.id, title: course.title, price: course.price }}
      trainerName={trainer.name}
      trainerId={trainer.uid}
    />
  );
}

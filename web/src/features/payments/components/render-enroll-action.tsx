import type { CardCourse, TrainerCard } from '@skillsetu/domain';
import { LazyEnrollButton } from './lazy-enroll-button';

/**
 * The trainer profile's `renderCourseAction` slot (features/trainers): Enroll Now on priced, real
 * courses (not the derived default Introduction Course, which has no course document). The button
 * brings its own Firebase boundary (LazyEnrollButton), so the profile view around it paints without
 * Firebase; nothing shows in its place while the payment flow loads. Course price in rupees.
 */
export function renderEnrollAction(course: CardCourse, trainer: TrainerCard) {
  if (course.is_default || course.price <= 0) return null;
  return (
    <LazyEnrollButton
      fallback={null}
      course={{ id: course.id, title: course.title, price: course.price }}
      trainerName={trainer.name}
      trainerId={trainer.uid}
    />
  );
}

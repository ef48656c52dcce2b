import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { WithFirebase } from '../../../lib/firebase/with-firebase';
import type { CourseDetail } from '../course-detail';

// The payment flow (Firebase, Razorpay checkout) loads only for a live course.
const EnrollButton = lazy(() =>
  import('../../payments/components/enroll-button').then((m) => ({ default: m.EnrollButton })),
);

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
    <ErrorBoundary fallback={link}>
      <Suspense fallback={link}>
        <WithFirebase fallback={link}>
          <EnrollButton
            course={{ id: course.id, title: course.title, price: course.price }}
            trainerName={course.trainer.name}
            trainerId={course.trainer.uid}
          />
        </WithFirebase>
      </Suspense>
    </ErrorBoundary>
  );
}

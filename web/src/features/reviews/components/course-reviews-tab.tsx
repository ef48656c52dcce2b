import { Box, Spinner, Text } from '@chakra-ui/react';
import { REVIEW_GATE_TEXT, reviewerDisplayName } from '@skillsetu/domain';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { WithFirebase } from '../../../lib/firebase/with-firebase';
import { useSessionHint } from '../../../lib/firebase/session-hint';
import { useSession } from '../../auth';
import { useCourseEnrollment } from '../../../lib/firebase/use-course-enrollment';
import { useCourseReviewOpen } from '../../../lib/firebase/use-course-review-open';
import { useMyReview } from '../api/use-my-review';
import { ReviewForm } from './review-form';
import { ReviewsPanel } from './reviews-panel';

export interface CourseReviewsTabProps {
  courseId: string;
  courseTitle: string;
  trainerUid: string;
}

/** The enrolled learner's own review form above the course's reviews (nothing for anyone else). */
function MyCourseReview({ courseId, courseTitle, trainerUid }: CourseReviewsTabProps) {
  const session = useSession();
  const uid = session.user?.uid ?? null;
  const enrolled = useCourseEnrollment(courseId, uid);
  const open = useCourseReviewOpen(courseId, uid);
  if (!uid || !enrolled || uid === trainerUid || open === undefined) return null;
  return (
    <MyCourseReviewForm
      courseId={courseId}
      courseTitle={courseTitle}
      trainerUid={trainerUid}
      uid={uid}
      name={session.profile?.full_name ?? ''}
      open={open}
    />
  );
}

function MyCourseReviewForm(props: CourseReviewsTabProps & { uid: string; name: string; open: boolean }) {
  const review = useMyReview(props.courseId, props.uid);
  if (review === undefined) return null;
  if (!review && !props.open) {
    return (
      <Text borderWidth="1px" rounded="lg" p="4" color="fg.muted" data-testid="review-after-class">
        {REVIEW_GATE_TEXT.afterFirstClass}
      </Text>
    );
  }
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="blue.50" _dark={{ bg: 'blue.950' }}>
      <Text fontWeight="semibold" mb="2">
        {review ? 'Your review' : 'Review this course'}
      </Text>
      <ReviewForm
        key={review ? 'edit' : 'new'}
        target={{
          courseId: props.courseId,
          trainerId: props.trainerUid,
          uid: props.uid,
          learnerName: reviewerDisplayName(props.name),
        }}
        existing={review}
        courseTitle={props.courseTitle}
      />
    </Box>
  );
}

/**
 * The Reviews tab of /course/{id}: this course's reviews with average, count and distribution, and
 * for an enrolled learner their own review form. Loaded lazily when the tab opens.
 */
export function CourseReviewsTab(props: CourseReviewsTabProps) {
  const hinted = useSessionHint();
  const loading = <Spinner size="sm" aria-label="Loading reviews" />;
  return (
    <ErrorBoundary fallback={loading}>
      <WithFirebase fallback={loading}>
        <ReviewsPanel
          scope={{ field: 'course_id', value: props.courseId }}
          courseTitles={{ [props.courseId]: props.courseTitle }}
          top={hinted ? <MyCourseReview {...props} /> : null}
        />
      </WithFirebase>
    </ErrorBoundary>
  );
}

import { Badge, Box, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Skeleton } from '../../../components/ui/chakra/skeleton';
import {
  formatRupees,
  paiseToRupees,
  REVIEW_GATE_TEXT,
  REVIEW_MESSAGES,
  reviewHiddenMessage,
  reviewOpen,
} from '@skillsetu/domain';
import { formatIst } from '../../../lib/format-ist';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMyHiddenReview } from '../../reviews';
import { useMyReview } from '../../reviews';
import { ReviewForm } from '../../reviews';
import { Stars } from '../../../components/ui/stars';
import type { MyEnrollment } from '../api/learning-converters';
import { useEnrollmentDetails } from '../api/use-enrollment-details';
import { ReceiptDialog, type ReceiptParty } from './receipt-dialog';
// --- batches ---
import { CancelEnrolmentDialog, EnrolmentRefundStatus } from '../../batches';
// --- end batches ---
import { NextClass } from '../../sessions';
import { CompletionStatus } from '../../certificates';
// Report a problem with a recent class (docs/sessions.md#report-a-problem), loaded with the card's first class.
const ClassProblems = lazy(() => import('../../disputes').then((m) => ({ default: m.ClassProblems })));

const STATUS_LABEL: Record<string, { label: string; palette: string }> = {
  active: { label: 'Active', palette: 'green' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
  refunded: { label: 'Refunded', palette: 'orange' },
};

/**
 * One enrolment in My Learning: course title, trainer (link to /trainer/{id}), amount paid in
 * rupees, date, status, the receipt, and the learner's review of the course (write, edit, delete).
 */
export function EnrollmentCard({
  enrollment,
  uid,
  buyer,
  learnerName,
}: {
  enrollment: MyEnrollment;
  uid: string;
  buyer: ReceiptParty;
  learnerName: string;
}) {
  const { loading, receipt, trainer } = useEnrollmentDetails(enrollment);
  const review = useMyReview(enrollment.courseId, uid);
  const [editing, setEditing] = useState(false);
  const title = receipt?.courseTitle ?? trainer?.courseTitles[enrollment.courseId] ?? 'Course';
  const status = STATUS_LABEL[enrollment.status] ?? { label: enrollment.status, palette: 'gray' };
  const canReview = enrollment.status === 'active';
  // Reviews after learning (ADR 208): a batch learner writes one after attending a class.
  const learned = reviewOpen({
    status: enrollment.status,
    batch_id: enrollment.batchId ?? null,
    sessions_attended: enrollment.sessionsAttended ?? 0,
    completed_at: enrollment.completedAt ?? null,
  });
  // A cancelled and refunded enrolment's review is hidden by the server (docs/decisions/140-refunded-reviews-hidden.md).
  const hiddenReview = useMyHiddenReview(enrollment.courseId, uid, !canReview);

  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="lg" p="4" data-testid="enrollment-card">
      <Stack gap="3">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Stack gap="0">
            {loading ? (
              <Skeleton h="6" w="48" />
            ) : (
              <ChakraLink asChild fontWeight="semibold" fontSize="lg" colorPalette="blue">
                <Link to={`/course/${enrollment.courseId}`}>{title}</Link>
              </ChakraLink>
            )}
            <Text fontSize="sm" color="fg.muted">
              with{' '}
              {trainer?.publicId ? (
                <ChakraLink asChild colorPalette="blue">
                  <Link to={`/trainer/${trainer.publicId}`}>{trainer.name}</Link>
                </ChakraLink>
              ) : (
                (trainer?.name ?? 'your trainer')
              )}
            </Text>
          </Stack>
          <Badge colorPalette={status.palette}>{status.label}</Badge>
        </HStack>
        <HStack gap="4" fontSize="sm" wrap="wrap">
          <Text>
            Paid <strong>{formatRupees(paiseToRupees(enrollment.amountPaise))}</strong>
          </Text>
          <Text color="fg.muted">
            {enrollment.createdAt?.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }) ??
              ''}
          </Text>
          {receipt && (
            <ReceiptDialog
              receipt={receipt}
              seller={{ name: trainer?.name ?? 'Trainer' }}
              buyer={buyer}
              description={`Enrolment: ${title}`}
              refund={enrollment.refundId ? { id: enrollment.refundId, paise: enrollment.refundedPaise ?? 0 } : null}
            />
          )}
        </HStack>
        {/* --- batches: cancel with the refund shown first; a cancelled enrolment's refund (ADR 081) --- */}
        {enrollment.status === 'active' && (
          <HStack gap="3" wrap="wrap" fontSize="sm">
            {enrollment.batchStartsAt && (
              <Text color="fg.muted">Batch starts {formatIst(enrollment.batchStartsAt)}</Text>
            )}
            <CancelEnrolmentDialog courseId={enrollment.courseId} courseTitle={title} />
          </HStack>
        )}
        {enrollment.status === 'active' && enrollment.batchId && (
          <NextClass
            batchId={enrollment.batchId}
            courseId={enrollment.courseId}
            title={title}
            attendance={{
              held: enrollment.sessionsHeld ?? 0,
              attended: enrollment.sessionsAttended ?? 0,
              lessonsCovered: enrollment.lessonsCovered ?? 0,
            }}
          />
        )}
        {enrollment.status === 'active' && enrollment.batchId && (
          <>
            <CompletionStatus
              certificateId={enrollment.certificateId ?? null}
              threshold={enrollment.completionThreshold ?? null}
              held={enrollment.sessionsHeld ?? 0}
              attended={enrollment.sessionsAttended ?? 0}
            />
            <Suspense fallback={null}>
              <ClassProblems uid={uid} batchId={enrollment.batchId} enrollmentId={enrollment.id} />
            </Suspense>
          </>
        )}
        {enrollment.status === 'cancelled' && (
          <EnrolmentRefundStatus
            cancelledBy={enrollment.cancelledBy ?? null}
            refundId={enrollment.refundId ?? null}
            refundedPaise={enrollment.refundedPaise ?? 0}
          />
        )}
        {/* --- end batches --- */}
        {hiddenReview && (
          <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" pt="3" data-testid="review-hidden-notice">
            {reviewHiddenMessage(title)}
          </Text>
        )}
        {canReview && review !== undefined && (
          <Box borderTopWidth="1px" pt="3">
            {editing ? (
              <ReviewForm
                target={{ courseId: enrollment.courseId, trainerId: enrollment.trainerId, uid, learnerName }}
                existing={review}
                courseTitle={title}
                onDone={() => setEditing(false)}
              />
            ) : review ? (
              <HStack justify="space-between" wrap="wrap" gap="2">
                <HStack gap="2">
                  <Text fontSize="sm">Your review:</Text>
                  <Stars rating={review.rating} size="sm" />
                  <Badge colorPalette="green" variant="subtle" size="sm">
                    {REVIEW_MESSAGES.verified}
                  </Badge>
                </HStack>
                <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                  Edit your review
                </Button>
              </HStack>
            ) : learned ? (
              <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setEditing(true)}>
                Write a review
              </Button>
            ) : (
              <Text fontSize="sm" color="fg.muted" data-testid="review-after-class">
                {REVIEW_GATE_TEXT.afterFirstClass}
              </Text>
            )}
          </Box>
        )}
      </Stack>
    </Box>
  );
}

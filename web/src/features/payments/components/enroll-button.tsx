import { useSession } from '../../auth';
import { useCourseEnrollment } from '../../../lib/firebase/use-course-enrollment';
import { useSignInFirst } from './enroll-now-button';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { savePhoneOnce } from '../api/save-phone';
import { EnrollPurchase } from './enroll-purchase';
import { lazy, Suspense } from 'react';
import { loadBatchPicker } from '../../batches';

// --- batches: the batch picker loads when the Enroll Now dialog opens (ADR 080) ---
const BatchPicker = lazy(() => loadBatchPicker().then((m) => ({ default: m.BatchPicker })));
// --- end batches ---

export interface EnrollButtonProps {
  /** price in rupees, as on the course card. */
  course: { id: string; title: string; price: number };
  trainerName: string;
  /** The course's trainer uid: the owner sees no Enroll button (docs/product.md#payments-and-refunds). */
  trainerId?: string;
}

/**
 * Enroll Now on a priced course (docs/product.md#payments-and-refunds): a signed-out visitor goes to /learner-auth first (and
 * comes back here after login); a signed-in learner pays through the payment flow and the server
 * creates enrollments/{courseId}_{uid}. A learner already enrolled sees 'Enrolled' (EnrollPurchase).
 * Must be rendered inside `<WithFirebase>`.
 */
export function EnrollButton({ course, trainerName, trainerId }: EnrollButtonProps) {
  const session = useSession();
  const signInFirst = useSignInFirst();
  const flow = usePaymentFlow();
  // A learner already enrolled (even after a reload) sees 'Enrolled' and My Learning, not a second payment.
  const alreadyEnrolled = useCourseEnrollment(course.id, session.user?.uid ?? null);

  if (course.price <= 0 || (trainerId && session.user?.uid === trainerId)) return null;
  const profile = session.profile;

  return (
    <EnrollPurchase
      course={course}
      trainerName={trainerName}
      enrolled={alreadyEnrolled === true}
      session={{
        status: session.status,
        defaults: {
          name: profile?.full_name ?? '',
          email: profile?.email ?? session.user?.email ?? '',
          phone: profile?.phone ?? '',
        },
      }}
      onSignInFirst={signInFirst}
      flow={flow}
      batchPicker={(onChange) => (
        <Suspense fallback={null}>
          <BatchPicker courseId={course.id} onChange={onChange} />
        </Suspense>
      )}
      // Sign-up does not ask for a phone: keep the one given here for the next payment (prefilled above).
      onDetails={(details) => {
        if (!profile?.phone && details.phone) void savePhoneOnce(details.phone);
      }}
    />
  );
}

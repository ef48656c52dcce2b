import { PAYMENT_MESSAGES } from '@skillsetu/domain';
import { useState } from 'react';
import { notify } from '../../../components/ui/notify';
import { useSession } from '../../auth/hooks/use-session';
import { useCourseEnrollment } from '../../learning/api/use-course-enrollment';
import { EnrolledLink } from '../../learning/components/enrolled-link';
import { EnrollNowButton, useSignInFirst } from './enroll-now-button';
import { useClosableDialog } from '../hooks/use-closable-dialog';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { PaymentDialog } from './payment-dialog';
import { savePhoneOnce } from '../api/save-phone';

export interface EnrollButtonProps {
  /** price in rupees, as on the course card. */
  course: { id: string; title: string; price: number };
  trainerName: string;
  /** The course's trainer uid: the owner sees no Enroll button (spec §2). */
  trainerId?: string;
}

/**
 * Enroll Now on a priced course (spec §2, §4): a signed-out visitor goes to /learner-auth first (and
 * comes back here after login); a signed-in learner pays through the payment flow and the server
 * creates enrollments/{courseId}_{uid}. Must be rendered inside `<WithFirebase>`.
 */
export function EnrollButton({ course, trainerName, trainerId }: EnrollButtonProps) {
  const session = useSession();
  const signInFirst = useSignInFirst();
  const { processing, pay } = usePaymentFlow();
  const { open, setOpen, closeAndWait, onExitComplete } = useClosableDialog();
  const [enrolled, setEnrolled] = useState(false);
  // A learner already enrolled (even after a reload) sees 'Enrolled' and My Learning, not a second payment.
  const alreadyEnrolled = useCourseEnrollment(course.id, session.user?.uid ?? null);

  if (course.price <= 0 || (trainerId && session.user?.uid === trainerId)) return null;
  if (enrolled || alreadyEnrolled) return <EnrolledLink />;

  const start = () => {
    if (session.status !== 'signed-in') {
      signInFirst();
      return;
    }
    setOpen(true);
  };
  const profile = session.profile;

  return (
    <>
      <EnrollNowButton
        courseTitle={course.title}
        onClick={start}
        processing={processing}
        disabled={session.status === 'loading'}
      />
      <PaymentDialog
        open={open}
        onOpenChange={setOpen}
        title="Enroll Now"
        itemLabel={`${course.title} with ${trainerName}`}
        amountRupees={course.price}
        defaults={{
          name: profile?.full_name ?? '',
          email: profile?.email ?? session.user?.email ?? '',
          phone: profile?.phone ?? '',
        }}
        processing={processing}
        onExitComplete={onExitComplete}
        onSubmit={(details) => {
          // Sign-up does not ask for a phone: keep the one given here for the next payment (prefilled above).
          if (!profile?.phone && details.phone) void savePhoneOnce(details.phone);
          void pay({
            purchase: { purpose: 'enrollment', courseId: course.id },
            amountRupees: course.price,
            customer: details,
            description: course.title,
            onCheckoutOpen: closeAndWait,
          }).then((outcome) => {
            if (!outcome) return;
            notify(PAYMENT_MESSAGES.success, 'success');
            setEnrolled(true);
          });
        }}
      />
    </>
  );
}

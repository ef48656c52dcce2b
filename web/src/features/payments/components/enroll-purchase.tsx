import { PAYMENT_MESSAGES } from '@skillsetu/domain';
import { useState, type ReactNode } from 'react';
import { notify } from '../../../components/ui/notify';
import { EnrolledLink } from '../../../components/ui/enrolled-link';
import { useClosableDialog } from '../hooks/use-closable-dialog';
import type { PaymentCustomer, usePaymentFlowWith } from '../hooks/use-payment-flow-with';
import { EnrollNowButton } from './enroll-now-button';
import { PaymentDialog } from './payment-dialog';

export interface EnrollPurchaseProps {
  /** price in rupees, as on the course card. */
  course: { id: string; title: string; price: number };
  trainerName: string;
  /** The learner's enrolment is known to exist (live listener): show 'Enrolled' at once. */
  enrolled: boolean;
  session: { status: 'loading' | 'signed-out' | 'signed-in'; defaults: PaymentCustomer };
  /** Called instead of opening the form when nobody is signed in. */
  onSignInFirst: () => void;
  /** The payment flow (usePaymentFlow's result). */
  flow: ReturnType<typeof usePaymentFlowWith>;
  /** The details the learner submitted, before paying (EnrollButton stores a first phone number). */
  onDetails?: (details: PaymentCustomer) => void;
  /** Renders the batch picker in the open dialog; it reports the chosen batch (ADR 080). */
  batchPicker?: (onChange: (batchId: string | null) => void) => ReactNode;
}

/**
 * Enroll Now → payment form → payment flow for one course, without Firebase hooks of its own (docs/product.md#payments-and-refunds,
 * docs/product.md#payments-and-refunds). Shows 'Enrolled' with a link to My Learning once paid, when `enrolled`, or when the server
 * refuses the order because the learner already owns the course (a stale page, a second tab).
 */
export function EnrollPurchase({
  course,
  trainerName,
  enrolled,
  session,
  onSignInFirst,
  flow,
  onDetails,
  batchPicker,
}: EnrollPurchaseProps) {
  const { processing, pay } = flow;
  const { open, setOpen, closeAndWait, onExitComplete } = useClosableDialog();
  const [ownsCourse, setOwnsCourse] = useState(false);
  const [batchId, setBatchId] = useState<string | null>(null);
  if (enrolled || ownsCourse) return <EnrolledLink />;

  const start = () => {
    if (session.status !== 'signed-in') onSignInFirst();
    else setOpen(true);
  };

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
        defaults={session.defaults}
        processing={processing}
        onExitComplete={onExitComplete}
        onSubmit={(details) => {
          onDetails?.(details);
          void pay({
            purchase: { purpose: 'enrollment', courseId: course.id, ...(batchId ? { batchId } : {}) },
            amountRupees: course.price,
            customer: details,
            description: course.title,
            onCheckoutOpen: closeAndWait,
            onAlreadyEnrolled: () => {
              setOpen(false);
              setOwnsCourse(true);
            },
          }).then((outcome) => {
            if (!outcome) return;
            notify(PAYMENT_MESSAGES.success, 'success');
            setOwnsCourse(true);
          });
        }}
      >
        {open && batchPicker?.(setBatchId)}
      </PaymentDialog>
    </>
  );
}

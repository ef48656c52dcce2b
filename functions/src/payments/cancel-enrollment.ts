import {
  CANCEL_MESSAGES,
  cancelEnrollmentRequestSchema,
  enrollmentId,
  enrollments,
  refunds,
  type CancellationQuote,
} from '@skillsetu/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { cancelEnrollmentOnce } from './cancellation';
import { RAZORPAY_KEY_SECRET } from './razorpay-config';
import { executeRefund } from './refunds';
import { typedRead } from '../lib/typed-docs';

/**
 * cancelEnrollment `{ courseId }` → CancellationQuote with `cancelled`, `refundId`, `refundStatus`:
 * the learner cancels their enrolment; the refund follows the policy tier at the server's clock
 * (docs/architecture.md#decision-8, ADR 081) and goes to Razorpay's Refunds API (partial amount in paise,
 * speed normal, receipt and X-Refund-Idempotency = the refund id). Idempotent: a repeated or racing
 * call returns the first cancellation and never refunds twice. Throws not-found when the caller has
 * no enrolment in the course.
 */
export const cancelEnrollment = onCall({ secrets: [RAZORPAY_KEY_SECRET] }, (request) =>
  guarded('cancelEnrollment', async (): Promise<CancellationQuote> => {
    const uid = requireAuth(request);
    const { courseId } = parseInput(cancelEnrollmentRequestSchema, request.data);
    const ref = db.doc(enrollments.path(enrollmentId(courseId, uid)));
    // An enrolment the module cannot read is not one to cancel (cancelEnrollmentOnce reads it so too).
    if (typedRead(enrollments, await ref.get())?.learner_id !== uid)
      throw new HttpsError('not-found', CANCEL_MESSAGES.notEnrolled);
    const outcome = await cancelEnrollmentOnce(db, ref, 'learner');
    if (outcome.refundRef) await executeRefund(db, outcome.refundRef);
    const refund = outcome.refundRef ? await outcome.refundRef.get() : null;
    const status = refund ? typedRead(refunds, refund)?.status : undefined;
    return {
      ...outcome.quote,
      cancelled: true,
      refundId: outcome.refundRef?.id ?? null,
      refundStatus: status ?? null,
    };
  }),
);

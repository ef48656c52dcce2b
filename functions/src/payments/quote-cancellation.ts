import {
  CANCEL_MESSAGES,
  cancelEnrollmentRequestSchema,
  enrollmentId,
  enrollments,
  batches,
  type CancellationQuote,
} from '@skillsetu/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { typedRead } from '../lib/typed-docs';
import { quoteOf } from './cancellation';

/**
 * quoteCancellation `{ courseId }` → CancellationQuote: what cancelling the caller's enrolment now
 * would refund (tier, percent, paise, the policy's reason, the start used), from the server clock
 * and refundQuote (docs/architecture.md#decision-8, ADR 081). Changes nothing. Throws not-found when the
 * caller has no enrolment in the course, failed-precondition when it is already cancelled.
 */
export const quoteCancellation = onCall((request) =>
  guarded('quoteCancellation', async (): Promise<CancellationQuote> => {
    const uid = requireAuth(request);
    const { courseId } = parseInput(cancelEnrollmentRequestSchema, request.data);
    const enrollment = await db.doc(enrollments.path(enrollmentId(courseId, uid))).get();
    // An enrolment the module cannot read (no order, trainer or amount) is not one to quote.
    const e = typedRead(enrollments, enrollment);
    if (e?.learner_id !== uid) throw new HttpsError('not-found', CANCEL_MESSAGES.notEnrolled);
    if (e.status === 'cancelled') throw new HttpsError('failed-precondition', CANCEL_MESSAGES.alreadyCancelled);
    const batch = e.batch_id ? await db.doc(batches.path(e.batch_id)).get() : null;
    return quoteOf(enrollment, batch, 'learner', new Date());
  }),
);

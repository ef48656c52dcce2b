import {
  CANCEL_MESSAGES,
  cancelEnrollmentRequestSchema,
  enrollmentId,
  type CancellationQuote,
} from '@skillsetu/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
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
    const enrollment = await db.doc(`enrollments/${enrollmentId(courseId, uid)}`).get();
    if (!enrollment.exists || enrollment.get('learner_id') !== uid) {
      throw new HttpsError('not-found', CANCEL_MESSAGES.notEnrolled);
    }
    if (enrollment.get('status') === 'cancelled') {
      throw new HttpsError('failed-precondition', CANCEL_MESSAGES.alreadyCancelled);
    }
    const batchId = enrollment.get('batch_id') as unknown;
    const batch = typeof batchId === 'string' && batchId ? await db.doc(`batches/${batchId}`).get() : null;
    return quoteOf(enrollment, batch, 'learner', new Date());
  }),
);

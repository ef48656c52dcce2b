import { enrollments } from '@skillsetu/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { runParts } from '../lib/trigger-parts';
import { typedRead } from '../lib/typed-docs';
import { refreshEnrollmentCounts } from '../learning/enrollment-counts';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { payOutSale } from '../payouts/pay-out-sale';
import { hideReviewOfEndedEnrollment } from '../reviews/hide-review';
import { projectEnrollment } from '../students/project-enrollment';

/**
 * enrollments/{id} written → every projection of an enrolment, in one invocation
 * (docs/decisions/307-one-trigger-per-collection.md): the parts run side by side, each idempotent
 * and run to its end whatever the others do (runParts):
 * 1. `payout`, on create only (a captured course payment): the sale's held payout and statement
 *    line, then the Razorpay transfer (payOutSale, docs/payouts.md);
 * 2. `students`: the trainer's Students row, stats and notifications
 *    (docs/decisions/090-trainer-students-projection.md);
 * 3. `counts`: the trainer card's student count and course_stats/{courseId}
 *    (refreshEnrollmentCounts, docs/decisions/030-review-stats.md);
 * 4. `review`: a cancelled or refunded enrolment's review is hidden
 *    (docs/decisions/140-refunded-reviews-hidden.md).
 * Replays change nothing. Throws the first failed part's error once all ended.
 */
export const onEnrollmentWritten = onDocumentWritten(
  { document: 'enrollments/{id}', secrets: [RAZORPAY_KEY_SECRET] },
  async (event) => {
    const id = event.params.id;
    const before = event.data?.before;
    const after = event.data?.after;
    const created = !before?.exists && after?.exists === true;
    const enrolment = after?.exists ? typedRead(enrollments, after) : null;
    await runParts('onEnrollmentWritten', [
      ...(created ? [['payout', () => payOutSale(db, id, enrolment?.order_id)] as const] : []),
      ['students', () => projectEnrollment(db, id)],
      ['counts', () => refreshEnrollmentCounts(db, before, after)],
      ['review', () => hideReviewOfEndedEnrollment(db, id, enrolment)],
    ]);
  },
);

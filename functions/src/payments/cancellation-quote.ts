// The cancellation quote and the learner's notice as pure functions of the documents' data (no
// Firestore calls), unit-tested without emulators (cancellation-quote.unit.test.ts). The transaction
// that applies them is cancellation.ts (docs/payments.md, ADR 081, ADR 131).
import {
  formatRupees,
  paiseToRupees,
  REFUND_TIMELINES,
  refundQuote,
  type CancellationQuote,
  type CancelledBy,
} from '@skillsetu/domain';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

/** Razorpay refunds at least ₹1 (100 paise): a smaller tier amount is not refunded (ADR 081). */
export const MIN_REFUND_PAISE = 100;

/** A Firestore Timestamp as a Date, anything else as null. */
export function toDate(v: unknown): Date | null {
  return v instanceof Timestamp ? v.toDate() : null;
}

/**
 * The start a cancellation is measured against (ADR 081, ADR 131): a batch enrolment's bought start
 * (`batch_starts_at`, server-only), never a later edit of the batch — moved later it cannot turn a
 * 0 % quote into 100 %, moved earlier it cannot shrink the learner's tier (the trainer who moved it
 * bears the refund: a refund after the payout is recovered, ADR 135). An enrolment without a bought
 * start (sold before it was kept) uses the batch's start; a course without batches, the purchase.
 * `batch` is batches/{id}'s data, or null when the enrolment has none or it is gone.
 */
export function startOf(enrollment: DocumentData, batch: DocumentData | null): Date {
  const bought = toDate(enrollment.batch_starts_at);
  const current = batch ? toDate(batch.starts_at) : null;
  return bought ?? current ?? toDate(enrollment.created_at) ?? new Date(0);
}

/**
 * The moved-batch start (ADR 131): when the trainer moved a still-scheduled batch after this purchase
 * (enrollments.batch_moved_at), its current start, until which the learner gets 100 %; else null.
 */
function movedStartOf(enrollment: DocumentData, batch: DocumentData | null): Date | null {
  if (!toDate(enrollment.batch_moved_at) || !batch || batch.status !== 'scheduled') return null;
  return toDate(batch.starts_at);
}

/**
 * The quote of enrollments/{id}'s data at `now` (the server's clock): domain refundQuote (tiers,
 * moved batch, self-paced) in paise, below ₹1 nothing, plus what the dialog shows (`startsAt` as an
 * ISO instant: the moved batch's new start during its 100 % window, else the bought one).
 */
export function quoteFrom(
  enrollment: DocumentData,
  batch: DocumentData | null,
  cancelledBy: CancelledBy,
  now: Date,
): CancellationQuote {
  const paidPaise = Number(enrollment.amount ?? 0);
  const hasBatch = typeof enrollment.batch_id === 'string';
  const moved = movedStartOf(enrollment, batch);
  const startsAt = startOf(enrollment, batch);
  const q = refundQuote({
    amountPaise: paidPaise,
    startsAt,
    cancelledAt: now,
    cancelledBy,
    movedStartsAt: moved,
    // Every sale without a batch is a self-paced one (ADR 132): the window runs from the purchase.
    selfPacedPurchasedAt: hasBatch ? undefined : startsAt,
  });
  return {
    tier: q.tier,
    percent: q.percent,
    amountPaise: q.amountPaise >= MIN_REFUND_PAISE ? q.amountPaise : 0,
    paidPaise,
    reason: q.reason,
    startsAt: (moved && moved > now ? moved : startsAt).toISOString(),
    hasBatch,
  };
}

/** The learner's notification of a cancellation of `courseTitle` with `quote` (words in docs/payments.md). */
export function cancellationNotice(
  courseTitle: string,
  quote: Pick<CancellationQuote, 'amountPaise' | 'percent' | 'reason'>,
  cancelledBy: CancelledBy,
): { title: string; message: string; type: 'warning' | 'info' } {
  const refundText =
    quote.amountPaise > 0
      ? `Refund: ${formatRupees(paiseToRupees(quote.amountPaise))} (${quote.percent}%). ${REFUND_TIMELINES.initiated}; ${REFUND_TIMELINES.funds.toLowerCase()}.`
      : `No refund applies (${quote.reason}).`;
  return {
    title: cancelledBy === 'trainer' ? 'Batch Cancelled by the Trainer' : 'Enrolment Cancelled',
    message: `Your enrolment in ${courseTitle} is cancelled. ${refundText}`,
    type: cancelledBy === 'trainer' ? 'warning' : 'info',
  };
}

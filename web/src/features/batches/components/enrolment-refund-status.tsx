import { Text } from '@chakra-ui/react';
import { formatRupees, paiseToRupees, REFUND_TIMELINES } from '@skillsetu/domain';
import { useRefund } from '../api/use-refund';

const STATUS_TEXT = {
  created: `Refund initiated. ${REFUND_TIMELINES.funds}.`,
  processed: `Refund processed. ${REFUND_TIMELINES.funds}.`,
  failed: 'Refund failed: our team has been alerted and will contact you.',
} as const;

/**
 * A cancelled enrolment's refund in My Learning: who cancelled, the amount in rupees and percent,
 * and the refund's live status (refunds/{id}: created → processed | failed). Inside <WithFirebase>.
 */
export function EnrolmentRefundStatus({
  cancelledBy,
  refundId,
  refundedPaise,
}: {
  cancelledBy: 'learner' | 'trainer' | null;
  refundId: string | null;
  refundedPaise: number;
}) {
  const who = cancelledBy === 'trainer' ? 'The trainer cancelled this batch.' : 'You cancelled this enrolment.';
  return (
    <Text fontSize="sm" data-testid="refund-status">
      {who} {refundId ? <RefundLine refundId={refundId} fallbackPaise={refundedPaise} /> : 'No refund applies.'}
    </Text>
  );
}

function RefundLine({ refundId, fallbackPaise }: { refundId: string; fallbackPaise: number }) {
  const refund = useRefund(refundId);
  const amount = formatRupees(paiseToRupees(refund?.amountPaise ?? fallbackPaise));
  return (
    <>
      Refund <strong>{amount}</strong>
      {refund ? ` (${refund.percent}%). ${STATUS_TEXT[refund.status]}` : '.'}
    </>
  );
}

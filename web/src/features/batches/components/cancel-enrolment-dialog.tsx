import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  formatRupees,
  paiseToRupees,
  REFUND_TIMELINES,
  SELF_PACED_REFUND_DAYS,
  type CancellationQuote,
} from '@skillsetu/domain';
import { formatIst } from '../../../lib/format-ist';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/notify';
import { cancelEnrollment, quoteCancellation } from '../api/batch-writes';

const TIER_LABEL: Record<CancellationQuote['tier'], string> = {
  full: 'Full refund',
  half: 'Partial refund',
  none: 'No refund',
  trainer: 'Full refund',
};

function errorText(err: unknown): string {
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && message ? message.replace(/ \[\d{3}\]$/, '') : 'Please try again.';
}

/**
 * 'Cancel enrolment' in My Learning (ADR 081): opens with the server's quote (tier, percent,
 * amount in rupees, the policy's reason, the start, the refund timelines) and cancels only on
 * confirm. The server recomputes the refund at confirm time.
 */
export function CancelEnrolmentDialog({ courseId, courseTitle }: { courseId: string; courseTitle: string }) {
  const [open, setOpen] = useState(false);
  const [quote, setQuote] = useState<CancellationQuote | 'error' | null>(null);
  const [busy, setBusy] = useState(false);

  const openDialog = () => {
    setOpen(true);
    setQuote(null);
    quoteCancellation(courseId)
      .then(setQuote)
      .catch((err: unknown) => {
        console.error('quoteCancellation failed', err);
        setQuote('error');
      });
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const done = await cancelEnrollment(courseId);
      const refund =
        done.amountPaise > 0
          ? `${formatRupees(paiseToRupees(done.amountPaise))} will be refunded.`
          : 'No refund applies.';
      notify({ title: 'Enrolment cancelled', description: refund }, 'success');
      setOpen(false);
    } catch (err) {
      console.error('cancelEnrollment failed', err);
      notify({ title: 'Could not cancel', description: errorText(err) }, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      trigger={
        <Button size="sm" variant="outline" colorPalette="red" onClick={openDialog}>
          Cancel enrolment
        </Button>
      }
      title="Cancel your enrolment?"
      testId="cancel-enrolment-dialog"
      footer={
        <>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            Keep enrolment
          </Button>
          <Button
            colorPalette="red"
            loading={busy}
            disabled={quote === null || quote === 'error'}
            onClick={() => void confirm()}
          >
            Confirm cancellation
          </Button>
        </>
      }
    >
      {quote === null && <Spinner size="sm" aria-label="Working out your refund" />}
      {quote === 'error' && <Text color="fg.error">Your refund could not be worked out. Please try again.</Text>}
      {quote !== null && quote !== 'error' && (
        <Stack gap="3">
          <Text>{courseTitle}</Text>
          <Box borderWidth="1px" rounded="md" p="3" data-testid="refund-quote">
            <Text fontWeight="semibold">
              {TIER_LABEL[quote.tier]}: {quote.percent}% · {formatRupees(paiseToRupees(quote.amountPaise))}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {quote.reason}
              {quote.hasBatch ? ` (batch starts ${formatIst(new Date(quote.startsAt))})` : ''}
            </Text>
            {!quote.hasBatch && (
              <Text fontSize="sm" color="fg.muted">
                A self-paced course: a full refund within {SELF_PACED_REFUND_DAYS} days of enrolling, none after.
              </Text>
            )}
          </Box>
          {quote.amountPaise > 0 && (
            <Text fontSize="sm">
              {REFUND_TIMELINES.initiated}. {REFUND_TIMELINES.funds}.
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            You paid {formatRupees(paiseToRupees(quote.paidPaise))}. A cancelled enrolment cannot be restarted.
          </Text>
        </Stack>
      )}
    </ConfirmDialog>
  );
}

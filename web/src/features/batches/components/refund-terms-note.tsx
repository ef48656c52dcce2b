import { Stack, Text } from '@chakra-ui/react';
import { REFUND_TERMS_NOW, refundTerms } from '@skillsetu/domain';

/**
 * The refund terms before paying: what cancelling now gives back and when each tier ends, in IST
 * ("Full refund until 2 Dec, 10:00 am"), for a batch starting at `startsAt` or a self-paced course
 * (null). From domain refundTerms, the thresholds the server's refundQuote charges (ADR 193).
 */
export function RefundTermsNote({ startsAt }: { startsAt: Date | null }) {
  const terms = refundTerms(startsAt, new Date());
  return (
    <Stack gap="0.5" fontSize="sm" data-testid="refund-terms" aria-label="Refund terms">
      <Text fontWeight="semibold">{REFUND_TERMS_NOW[terms.current]}</Text>
      {terms.lines.map((line) => (
        <Text key={line} color="fg.muted">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import {
  afterPayoutNote,
  formatWholeRupees,
  istDate,
  linePayoutPaise,
  type PayoutDebit,
  type StatementLine,
} from '@skillsetu/domain';

/**
 * One statement line (a sale or a refund): date (IST), course, gross, commission + GST, net, TDS and
 * TCS withheld and the payout (docs/decisions/210-withholdings-on-payouts.md); a
 * refund after payout says how it was recovered (`debit`, its payout_debits document). Wraps at 360 px.
 */
export function StatementLineItem({ line, debit }: { line: StatementLine; debit?: PayoutDebit | undefined }) {
  const sale = line.kind === 'sale';
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" lineClamp={2}>
            {sale ? 'Sale' : 'Refund'} · {line.course_title ?? 'Course'}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {istDate(line.occurred_at)} · {line.order_id}
          </Text>
          {line.after_payout && (
            <Text fontSize="sm" color="orange.700" data-testid="after-payout-note">
              {afterPayoutNote(debit)}
            </Text>
          )}
        </Stack>
        <Stack gap="0" textAlign="right">
          <Text fontWeight="semibold">Payout {formatWholeRupees(linePayoutPaise(line))}</Text>
          <Text fontSize="sm" color="fg.muted">
            Gross {formatWholeRupees(line.gross_paise)} · Commission {formatWholeRupees(line.commission_paise)} · GST{' '}
            {formatWholeRupees(line.gst_paise)} · Net {formatWholeRupees(line.net_paise)}
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="line-withholding">
            TDS {formatWholeRupees(line.tds_paise)} · TCS {formatWholeRupees(line.tcs_paise)}
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}

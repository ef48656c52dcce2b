import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatWholeRupees, istDate, type StatementLine } from '@skillsetu/domain';
import { PAYOUT_MESSAGES } from '../messages';

/** One statement line (a sale or a refund): date (IST), course, gross, commission + GST, net; wraps at 360 px. */
export function StatementLineItem({ line }: { line: StatementLine }) {
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
            <Text fontSize="sm" color="orange.700">
              {PAYOUT_MESSAGES.afterPayout}
            </Text>
          )}
        </Stack>
        <Stack gap="0" textAlign="right">
          <Text fontWeight="semibold">Net {formatWholeRupees(line.net_paise)}</Text>
          <Text fontSize="sm" color="fg.muted">
            Gross {formatWholeRupees(line.gross_paise)} · Commission {formatWholeRupees(line.commission_paise)} · GST{' '}
            {formatWholeRupees(line.gst_paise)}
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}

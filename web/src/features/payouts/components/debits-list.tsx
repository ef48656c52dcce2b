import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { debitStateText, formatWholeRupees, istDay } from '@skillsetu/domain';
import type { DebitsState } from '../api/use-debits';
import { PAYOUT_MESSAGES } from '../messages';

/**
 * Refunds after payout (payout_debits): the amount owed back, the course, when it was refunded, and
 * how it was (or will be) recovered — 'Recovered from your payout of 26 Nov 2026'. Hidden when the
 * trainer has none (docs/payouts.md).
 */
export function DebitsList({ state }: { state: DebitsState }) {
  if (state.status === 'success' && state.debits.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-label={PAYOUT_MESSAGES.debitsTitle}>
      <Heading as="h3" size="md">
        {PAYOUT_MESSAGES.debitsTitle}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {PAYOUT_MESSAGES.debitsIntro}
      </Text>
      {state.status === 'error' && (
        <Text role="alert" color="red.600">
          {PAYOUT_MESSAGES.debitsError}
        </Text>
      )}
      {state.status === 'success' && (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {state.debits.map((d) => (
            <Box as="li" key={d.refund_id} borderWidth="1px" borderRadius="md" p="3" data-testid="debit">
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold">{formatWholeRupees(d.amount_paise)}</Text>
                  <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                    {d.course_title ?? 'Course'} · refunded {istDay(d.refunded_at)}
                  </Text>
                </Stack>
                <Badge
                  colorPalette={d.status === 'recovered' ? 'green' : 'orange'}
                  whiteSpace="normal"
                  data-testid="debit-state"
                >
                  {debitStateText(d)}
                </Badge>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatWholeRupees, payoutStateText, type Transfer } from '@skillsetu/domain';
import { usePayouts } from '../api/use-payouts';
import { PAYOUT_MESSAGES } from '../messages';
import { PayoutPartsList } from './payout-parts-list';

const PALETTE: Record<Transfer['status'], string> = {
  pending_account: 'gray',
  held: 'orange',
  in_parts: 'orange',
  released: 'blue',
  settled: 'green',
  reversed: 'red',
};

/** The trainer's payouts, newest first: amount (rupees), course, and the state (on hold until …, released, settled with the UTR). */
export function PayoutsList({ uid }: { uid: string }) {
  const state = usePayouts(uid);
  return (
    <Stack as="section" gap="3" aria-label={PAYOUT_MESSAGES.payoutsTitle}>
      <Heading as="h3" size="md">
        {PAYOUT_MESSAGES.payoutsTitle}
      </Heading>
      {state.status === 'loading' && <Text color="fg.muted">Loading your payouts…</Text>}
      {state.status === 'error' && (
        <Text role="alert" color="red.600">
          {PAYOUT_MESSAGES.payoutsError}
        </Text>
      )}
      {state.status === 'success' && state.payouts.length === 0 && (
        <Text color="fg.muted">{PAYOUT_MESSAGES.payoutsEmpty}</Text>
      )}
      {state.status === 'success' && state.payouts.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {state.payouts.map((t) => (
            <Box as="li" key={t.order_id} borderWidth="1px" borderRadius="md" p="3" data-testid="payout">
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold">{formatWholeRupees(t.amount)}</Text>
                  <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                    {t.course_title ?? 'Course'}
                    {t.debit_paise > 0 ? ` · ${formatWholeRupees(t.debit_paise)} refunded after payout` : ''}
                    {t.netted_paise > 0 ? ` · ${formatWholeRupees(t.netted_paise)} kept for refunds after payout` : ''}
                  </Text>
                </Stack>
                <Badge colorPalette={PALETTE[t.status]} whiteSpace="normal" data-testid="payout-state">
                  {payoutStateText(t)}
                </Badge>
              </HStack>
              {t.parts_total ? <PayoutPartsList uid={uid} orderId={t.order_id} /> : null}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

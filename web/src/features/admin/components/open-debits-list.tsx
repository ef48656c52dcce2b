import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { formatRupees, OVERDUE_DEBIT_DAYS, paiseToRupees, type Reconciliation } from '@skillsetu/domain';
import { formatIstDateTime } from '../api/admin-converters';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * Refunds after payout not yet recovered from the trainer (adminReconcile's open_debits; paise), oldest
 * first; a trainer whose debit is open for more than 30 days is flagged (docs/payouts.md).
 */
export function OpenDebitsList({ debits }: { debits: Reconciliation['open_debits'] }) {
  const overdue = debits.filter((d) => d.overdue);
  const trainers = [...new Set(overdue.map((d) => d.trainer_id))];
  return (
    <Stack gap="1" data-testid="open-debits">
      <HStack gap="2">
        <Text fontWeight="semibold">Refunded after payout, not yet recovered from the trainer</Text>
        <Badge colorPalette={debits.length === 0 ? 'green' : 'orange'} data-testid="open-debits-count">
          {debits.length}
        </Badge>
      </HStack>
      {trainers.length > 0 && (
        <Text fontSize="sm" color="fg.error" data-testid="overdue-debit-trainers">
          Open for more than {OVERDUE_DEBIT_DAYS} days — trainer{trainers.length === 1 ? '' : 's'} {trainers.join(', ')}
        </Text>
      )}
      {debits.map((d) => (
        <Text key={d.refund_id} fontSize="sm">
          {d.order_id} — {rupees(d.open_paise)} open since {formatIstDateTime(d.since)} (trainer {d.trainer_id}, refund{' '}
          {d.refund_id}){d.overdue ? ' · overdue' : ''}
        </Text>
      ))}
    </Stack>
  );
}

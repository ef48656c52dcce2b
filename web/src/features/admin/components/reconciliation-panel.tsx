import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatRupees, paiseToRupees, type ReconciliationIssue } from '@skillsetu/domain';
import { Card } from '../../../components/ui/chakra/card';
import { fetchReconciliation } from '../api/admin-callables';
import { formatIstDateTime } from '../api/admin-converters';
import { useOnce } from '../../../lib/firebase/use-once';
import { OpenDebitsList } from './open-debits-list';
import { QueryState } from './query-state';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

function IssueList({ title, testId, issues }: { title: string; testId: string; issues: ReconciliationIssue[] }) {
  return (
    <Stack gap="1" data-testid={testId}>
      <HStack gap="2">
        <Text fontWeight="semibold">{title}</Text>
        <Badge colorPalette={issues.length === 0 ? 'green' : 'red'} data-testid={`${testId}-count`}>
          {issues.length}
        </Badge>
      </HStack>
      {issues.map((i) => (
        <Text key={`${i.order_id ?? ''}${i.fulfilment ?? ''}`} fontSize="sm">
          {i.order_id ?? i.fulfilment} — {i.detail} (user {i.uid})
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Reconciliation (adminReconcile): paid orders without their enrolment or plan, enrolments and paid
 * plans without a paid order, amounts that differ — each listed, zero when healthy — and refunds
 * after payout not yet recovered from the trainer (overdue after 30 days: docs/payouts.md).
 */
export function ReconciliationPanel() {
  const result = useOnce('reconcile', fetchReconciliation, 'Reconciliation');
  const r = result.data;
  const problems = r
    ? r.paid_without_fulfilment.length +
      r.fulfilment_without_paid_order.length +
      r.amount_mismatches.length +
      r.money_violations.length
    : 0;
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            Reconciliation
          </Heading>
          <Button
            size="sm"
            variant="outline"
            onClick={result.reload}
            loading={result.status === 'loading' && r !== null}
          >
            Check again
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <QueryState status={r ? 'success' : result.status} empty={false} emptyText="" onRetry={result.reload} />
        {r && (
          <Stack gap="4">
            <Text data-testid="reconciliation-summary" color={problems === 0 ? 'fg.success' : 'fg.error'}>
              {problems === 0 ? 'No problems' : `${problems} problem${problems === 1 ? '' : 's'}`} in {r.checked_orders}{' '}
              paid orders (checked {formatIstDateTime(r.checked_at)})
            </Text>
            <IssueList
              title="Paid orders without fulfilment"
              testId="paid-without-fulfilment"
              issues={r.paid_without_fulfilment}
            />
            <IssueList
              title="Fulfilments without a paid order"
              testId="fulfilment-without-paid-order"
              issues={r.fulfilment_without_paid_order}
            />
            <IssueList title="Amounts that differ" testId="amount-mismatches" issues={r.amount_mismatches} />
            {/* --- moneyback: the money invariant, as `npm run reconcile` prints it (docs/decisions/086-money-invariant.md) --- */}
            <IssueList
              title="Paid ≠ refunded + retained (checked with Razorpay)"
              testId="money-violations"
              issues={r.money_violations}
            />
            <Text fontSize="sm" color="fg.muted" data-testid="money-totals">
              {r.money_totals.orders} orders: paid {rupees(r.money_totals.paid)} = refunded{' '}
              {rupees(r.money_totals.refunded)} + retained {rupees(r.money_totals.retained)}
            </Text>
            <OpenDebitsList debits={r.open_debits} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

import { Badge, Box, Text } from '@chakra-ui/react';
import { formatRupees, paiseToRupees, type LedgerRow } from '@skillsetu/domain';
import { Table } from '../../../components/ui/chakra/table';
import { formatIstDateTime } from '../api/admin-converters';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** The ledger's rows: purpose, item, amount (₹), status, user, Razorpay ids, created and paid times (IST). */
export function LedgerTable({ rows }: { rows: LedgerRow[] }) {
  if (rows.length === 0) return <Text color="fg.muted">No orders match this filter.</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid="ledger">
        <Table.Header>
          <Table.Row>
            {['Created', 'Purpose', 'Item', 'Amount', 'Status', 'User', 'Razorpay order', 'Payment', 'Paid'].map(
              (h) => (
                <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
              ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => {
            const refunded = r.refunds.reduce((s, f) => s + f.amount, 0);
            return (
              <Table.Row key={r.id} data-order-id={r.id}>
                <Table.Cell whiteSpace="nowrap">{formatIstDateTime(r.created_at)}</Table.Cell>
                <Table.Cell>{r.purpose}</Table.Cell>
                <Table.Cell>{r.item}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {rupees(r.amount)}
                  {refunded > 0 && (
                    <Text fontSize="xs" color="fg.muted">
                      refunded {rupees(refunded)}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={r.status === 'paid' ? 'green' : 'gray'}>{r.status}</Badge>
                  {r.flag && <Badge colorPalette="orange">{r.flag}</Badge>}
                </Table.Cell>
                <Table.Cell>{r.user_email ?? r.uid}</Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {r.razorpay_order_id ?? r.id}
                </Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {r.payment_id ?? '—'}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatIstDateTime(r.paid_at)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

import type { LoadStatus } from '../../../lib/firebase/load-status';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { formatRupees, paiseToRupees, type SupportRow, type SupportState } from '@skillsetu/domain';
import { formatIstDateTime } from '../api/admin-converters';
import { QueryState } from './query-state';

const PALETTE: Record<SupportState, string> = {
  pending: 'gray',
  active: 'green',
  completed: 'blue',
  cancelled: 'orange',
  refunded: 'purple',
};

/** The words support reads out: "Refunded ₹250" carries the amount that went back. */
export function supportStateText(row: SupportRow): string {
  const name = row.state.charAt(0).toUpperCase() + row.state.slice(1);
  return row.state === 'refunded' ? `${name} ${formatRupees(paiseToRupees(row.refunded_paise))}` : name;
}

/**
 * A titled list of a user's enrolments or orders (adminUserActivity): the course title or plan,
 * its state (active, completed, cancelled, refunded ₹X, pending), the amount paid and the date (IST).
 */
export function SupportRowList({
  title,
  items,
  status,
  onRetry,
}: {
  title: string;
  items: SupportRow[];
  status: LoadStatus;
  onRetry?: () => void;
}) {
  return (
    <Stack gap="1" data-testid={`support-${title.toLowerCase()}`}>
      <Text fontWeight="semibold">{title}</Text>
      <QueryState status={status} empty={items.length === 0} emptyText="None." onRetry={onRetry} />
      {items.map((row) => (
        <HStack key={row.id} gap="3" fontSize="sm" wrap="wrap" data-testid="support-row">
          <Text flex="1" minW="40">
            {row.label}
          </Text>
          <Badge colorPalette={PALETTE[row.state]} data-testid="support-state">
            {supportStateText(row)}
          </Badge>
          <Text>{formatRupees(paiseToRupees(row.amount))}</Text>
          <Text color="fg.muted">{formatIstDateTime(row.at)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

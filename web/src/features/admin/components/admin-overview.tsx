import { Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatRupees, paiseToRupees } from '@skillsetu/domain';
import { Link as RouterDomLink } from 'react-router-dom';
import { Stat } from '../../../components/ui/chakra/stat';
import { fetchOverview } from '../api/admin-callables';
import { formatIstDateTime } from '../api/admin-converters';
import { useAuditLog } from '../api/use-audit-log';
import { useOnce } from '../../../lib/firebase/use-once';
import { QUICK_ACTIONS } from './admin-sections';
import { QueryState } from './query-state';

/** The overview: real counts (adminOverview; revenue net of refunds), quick actions and the last 20 admin actions (live). */
export function AdminOverviewPanel() {
  const overview = useOnce('overview', fetchOverview, 'Admin overview');
  const audit = useAuditLog(20);
  const o = overview.data;
  const stats: [string, string, string][] = o
    ? [
        ['Total Users', o.users.toLocaleString('en-IN'), 'stat-users'],
        ['Trainers', o.trainers.toLocaleString('en-IN'), 'stat-trainers'],
        ['Pending Verifications', String(o.pending_verifications), 'stat-pending'],
        ['Paid Orders This Month', String(o.paid_orders_this_month), 'stat-paid-orders'],
        ['Net Revenue This Month', formatRupees(paiseToRupees(o.revenue_this_month)), 'stat-revenue'],
        ['Unread Messages', String(o.unread_messages), 'stat-unread'],
      ]
    : [];
  return (
    <Stack gap="8">
      <QueryState status={o ? 'success' : overview.status} empty={false} emptyText="" onRetry={overview.reload} />
      {o && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {stats.map(([label, value, testId]) => (
            <Stat.Root key={label} borderWidth="1px" borderRadius="md" p="4">
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText data-testid={testId}>{value}</Stat.ValueText>
              {testId === 'stat-revenue' && (
                <Stat.HelpText data-testid="stat-revenue-note">
                  After refunds: {formatRupees(paiseToRupees(o.gross_revenue_this_month))} paid −{' '}
                  {formatRupees(paiseToRupees(o.refunds_this_month))} refunded (IST month)
                </Stat.HelpText>
              )}
            </Stat.Root>
          ))}
        </SimpleGrid>
      )}
      <Stack gap="3">
        <Heading as="h2" size="md">
          Quick Actions
        </Heading>
        <Flex gap="3" wrap="wrap">
          {QUICK_ACTIONS.map((a) => (
            <Button key={a.to} asChild variant="outline" size="sm">
              <RouterDomLink to={a.to}>{a.label}</RouterDomLink>
            </Button>
          ))}
        </Flex>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          Recent admin actions
        </Heading>
        <QueryState status={audit.status} empty={audit.items.length === 0} emptyText="No admin actions yet." />
        <Stack as="ol" gap="2" data-testid="audit-log">
          {audit.items.map((e) => (
            <Flex as="li" key={e.id} gap="3" wrap="wrap" fontSize="sm" borderBottomWidth="1px" pb="2">
              <Text color="fg.muted" minW="40">
                {formatIstDateTime(e.at)}
              </Text>
              <Text fontWeight="medium">{e.action}</Text>
              <Text flex="1" minW="48">
                {e.summary}
              </Text>
              <Text color="fg.muted">{e.actor_email ?? e.actor_uid}</Text>
            </Flex>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

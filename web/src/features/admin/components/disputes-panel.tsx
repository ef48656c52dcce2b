import { Badge, Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DISPUTE_REASONS, disputeDueText } from '@skillsetu/domain';
import { useState } from 'react';
import { useOpenDisputes } from '../api/use-disputes';
import { DisputeView } from './dispute-view';
import { QueryState } from './query-state';

/**
 * /admin/disputes: open problem reports on classes, oldest first (live), each with "Due by …" (5
 * business days, IST) or "Overdue" after 7; open one to read the class's record and the messages
 * and resolve it by the policy (docs/admin.md#disputes).
 */
export function DisputesPanel() {
  const disputes = useOpenDisputes();
  const [openId, setOpenId] = useState<string | null>(null);
  const now = new Date();
  const open = disputes.items.find((d) => d.id === openId) ?? null;
  return (
    <SimpleGrid columns={{ base: 1, lg: 5 }} gap="6">
      <Stack gap="3" gridColumn={{ lg: 'span 2' }}>
        <Text fontWeight="semibold">Open disputes</Text>
        <QueryState status={disputes.status} empty={disputes.items.length === 0} emptyText="No open disputes." />
        <Stack as="ul" gap="1" data-testid="disputes-list">
          {disputes.items.map((d) => {
            const overdue = now.getTime() > d.overdue_after.getTime();
            return (
              <Box as="li" key={d.id} listStyleType="none">
                <Button
                  variant={d.id === openId ? 'subtle' : 'ghost'}
                  width="full"
                  justifyContent="space-between"
                  height="auto"
                  py="2"
                  onClick={() => setOpenId(d.id)}
                  aria-pressed={d.id === openId}
                >
                  <Stack gap="0" align="flex-start" minW="0">
                    <Text truncate>
                      {DISPUTE_REASONS[d.reason]} · class {d.n}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {d.course_title ?? 'Course'}
                    </Text>
                  </Stack>
                  <Badge colorPalette={overdue ? 'red' : 'orange'}>{disputeDueText(d, now)}</Badge>
                </Button>
              </Box>
            );
          })}
        </Stack>
      </Stack>
      <Box gridColumn={{ lg: 'span 3' }}>
        {open ? (
          <DisputeView dispute={open} onResolved={() => setOpenId(null)} />
        ) : (
          <Text color="fg.muted">Pick a dispute to read it and resolve it.</Text>
        )}
      </Box>
    </SimpleGrid>
  );
}

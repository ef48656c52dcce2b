import { Badge, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import { PLANS, formatRupees, planPriceRupees, type PlanId } from '@skillsetu/domain';
import type { ReactNode } from 'react';

/**
 * The dashboard's subscription plan card (spec §2): the plan from the profile, its price from the
 * one plan catalogue (Decision 6), and for Starter the upgrade to Professional (`upgrade` slot).
 */
export function PlanCard({
  plan,
  status,
  endDate,
  upgrade,
}: {
  plan: string | null;
  status: string | null;
  endDate: Date | null;
  upgrade?: ReactNode;
}) {
  const id: PlanId = plan === 'professional' ? 'professional' : 'starter';
  const info = PLANS[id];
  const price = planPriceRupees(id, 'monthly');
  return (
    <Card.Root data-testid="plan-card" tabIndex={-1}>
      <Card.Body>
        <HStack justify="space-between" wrap="wrap" gap="4">
          <Stack gap="1">
            <HStack>
              <Heading as="h2" size="md">
                {info.name} Plan
              </Heading>
              <Badge colorPalette={status === 'active' ? 'green' : 'gray'}>
                {status === 'active' ? 'Active' : 'Inactive'}
              </Badge>
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              {price === 0 ? 'Free during the launch offer' : `${formatRupees(price)}/month`}
              {endDate ? ` · renews or ends on ${endDate.toLocaleDateString('en-IN')}` : ''}
            </Text>
          </Stack>
          {id === 'starter' && upgrade}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

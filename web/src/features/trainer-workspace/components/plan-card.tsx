import { Badge, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import {
  PLAN_CANCEL_MESSAGES,
  PLANS,
  formatRupees,
  planDateIst,
  planPriceRupees,
  type PlanId,
} from '@skillsetu/domain';
import type { ReactNode } from 'react';

/**
 * The dashboard's subscription plan card (spec §2): the plan from the profile, its price from the
 * one plan catalogue (Decision 6), and for Starter the upgrade to Professional (`upgrade` slot);
 * a plan cancelled at its period end says so (`notRenewing`), an active paid one offers `cancel`
 * (docs/decisions/085).
 */
export function PlanCard({
  plan,
  status,
  endDate,
  upgrade,
  notRenewing = false,
  cancel,
}: {
  plan: string | null;
  status: string | null;
  endDate: Date | null;
  upgrade?: ReactNode;
  notRenewing?: boolean;
  cancel?: ReactNode;
}) {
  const id: PlanId = plan === 'professional' ? 'professional' : 'starter';
  const info = PLANS[id];
  const price = planPriceRupees(id, 'monthly');
  const active = status === 'active';
  const ending = active && notRenewing;
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
              {endDate && !ending ? ` · renews or ends on ${endDate.toLocaleDateString('en-IN')}` : ''}
            </Text>
            {ending && endDate && (
              <Text fontSize="sm" data-testid="plan-not-renewing">
                {PLAN_CANCEL_MESSAGES.periodEnd(planDateIst(endDate.toISOString()))}
              </Text>
            )}
          </Stack>
          <HStack gap="2" wrap="wrap">
            {id === 'starter' && upgrade}
            {active && !notRenewing && cancel}
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

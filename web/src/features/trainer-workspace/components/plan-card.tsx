import { Badge, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import { PLANS, planCardView, type PlanCardView } from '@skillsetu/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const BADGE_PALETTE: Record<PlanCardView['badge'], string> = {
  Active: 'green',
  'Ending soon': 'orange',
  'Not renewing': 'orange',
  Expired: 'red',
  Cancelled: 'gray',
  'No plan': 'gray',
};

/**
 * The dashboard's subscription plan card: the plan's state in words and its one primary action, a
 * link to the plan page (docs/decisions/160-trainer-plan-page.md, table in domain planCardView); an
 * active or ending plan also offers `cancel` (docs/decisions/085-plan-money-back.md). `now` is for tests.
 */
export function PlanCard({
  plan,
  status,
  endDate,
  notRenewing = false,
  cancel,
  now,
}: {
  plan: string | null;
  status: string | null;
  endDate: Date | null;
  notRenewing?: boolean;
  cancel?: ReactNode;
  now?: Date;
}) {
  const view = planCardView(
    {
      subscription_plan: plan,
      subscription_status: status,
      subscription_end_date: endDate,
      subscription_cancel_at_period_end: notRenewing,
    },
    now ?? new Date(),
  );
  const cancellable = view.state === 'active' || view.state === 'expiring';
  return (
    <Card.Root data-testid="plan-card" data-state={view.state} tabIndex={-1}>
      <Card.Body>
        <HStack justify="space-between" wrap="wrap" gap="4">
          <Stack gap="1" flex="1 1 14rem" minW="0">
            <HStack wrap="wrap">
              <Heading as="h2" size="md">
                {view.plan ? `${PLANS[view.plan].name} Plan` : 'Your plan'}
              </Heading>
              <Badge colorPalette={BADGE_PALETTE[view.badge]}>{view.badge}</Badge>
            </HStack>
            <Text color="fg.muted" fontSize="sm" data-testid="plan-card-text">
              {view.text}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Button asChild size="sm" colorPalette="blue">
              <Link to={view.action.to}>{view.action.label}</Link>
            </Button>
            {cancellable && cancel}
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

import { Badge, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LightCard as Card } from '../../../components/ui/light-card';
import { LightList as List } from '../../../components/ui/light-list';
import {
  formatRupees,
  PAYMENT_MESSAGES,
  planMonthlyDisplayRupees,
  planFeeText,
  planPriceRupees,
  PLANS,
  starterFreeUntil,
  type BillingCycle,
  type PlanId,
} from '@skillsetu/domain';
import { LuCheck } from 'react-icons/lu';

const freeUntilLabel = starterFreeUntil().toLocaleDateString('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * A plan card of /become-trainer and the plan page: prices from the one catalogue (docs/architecture.md#decision-6), the
 * commission and GST on it before any payment (docs/decisions/161-honest-fees.md); `action`
 * overrides the button's words (Renew, Upgrade, Switch to annual; docs/decisions/160-trainer-plan-page.md).
 */
export function PricingPlanCard({
  plan,
  billing,
  busy,
  onChoose,
  action,
}: {
  plan: PlanId;
  billing: BillingCycle;
  busy: boolean;
  onChoose: (plan: PlanId) => void;
  action?: { label: string; disabled: boolean };
}) {
  const info = PLANS[plan];
  const perMonth = planMonthlyDisplayRupees(plan, billing);
  const total = planPriceRupees(plan, billing);
  const free = total === 0;
  const highlighted = plan === 'professional';
  return (
    <Card.Root
      data-testid={`plan-${plan}`}
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? 'blue.500' : 'border'}
      flex="1"
      minW={{ base: 'full', md: '0' }}
    >
      <Card.Header>
        <Stack gap="1">
          <Heading as="h2" size="lg">
            {info.name}
          </Heading>
          <Text color="fg.muted">{info.tagline}</Text>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Text fontSize="3xl" fontWeight="bold">
              {formatRupees(perMonth)}
              <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted" data-incl-gst>
                /month
              </Text>
            </Text>
            {free && (
              <>
                <Badge colorPalette="green" alignSelf="flex-start">
                  Free until {freeUntilLabel}
                </Badge>
                <Text color="fg.muted" fontSize="sm">
                  Usually <s>{formatRupees(info.monthlyRupees)}/month</s>
                </Text>
              </>
            )}
            {!free && billing === 'annual' && (
              <Stack direction="row" align="center" gap="2">
                <Text color="fg.muted" fontSize="sm">
                  Billed annually at {formatRupees(total)}/year
                </Text>
                {info.annualBadge && <Badge colorPalette="green">{info.annualBadge}</Badge>}
              </Stack>
            )}
          </Stack>
          <List.Root gap="2">
            {info.features.map((f) => (
              <List.Item key={f}>
                <List.Indicator asChild color="green.500">
                  <LuCheck />
                </List.Indicator>
                {f}
              </List.Item>
            ))}
          </List.Root>
          <Text fontSize="sm" color="fg.muted" data-testid="plan-fee">
            {planFeeText(plan)}.
          </Text>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button
          width="full"
          colorPalette="blue"
          variant={highlighted ? 'solid' : 'outline'}
          disabled={busy || action?.disabled === true}
          onClick={() => onChoose(plan)}
        >
          {busy ? PAYMENT_MESSAGES.processing : (action?.label ?? (free ? 'Start Free' : `Choose ${info.name}`))}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

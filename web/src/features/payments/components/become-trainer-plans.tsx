import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MONEY_BACK_DAYS, PLAN_IDS, type BillingCycle, type PlanId } from '@skillsetu/domain';
import type { ReactNode } from 'react';
import { LuShieldCheck } from 'react-icons/lu';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { BillingToggle } from './billing-toggle';
import { PricingPlanCard } from './pricing-plan-card';

/**
 * What /become-trainer shows (docs/product.md#plans): the heading, the monthly/annual toggle, the
 * Starter and Professional cards and the 30-day money-back line. No Firebase and no payment code:
 * the route paints it for a signed-out visitor and loads the sign-up flow when a plan is chosen
 * (docs/decisions/221-become-trainer-and-contact-load-on-intent.md). `busyPlan` shows that card's
 * button as busy; `onIntent` runs when a choose button is hovered or focused (to start loading the
 * flow); `children` renders after the cards (the payment dialog).
 */
export function BecomeTrainerPlans({
  billing,
  onBillingChange,
  onChoose,
  busyPlan = null,
  onIntent,
  children,
}: {
  billing: BillingCycle;
  onBillingChange: (billing: BillingCycle) => void;
  onChoose: (plan: PlanId) => void;
  busyPlan?: PlanId | null;
  onIntent?: () => void;
  children?: ReactNode;
}) {
  useDocumentTitle('Become a Trainer', 'Teach on SkillSetu: choose the Starter or Professional trainer plan.');
  return (
    <Container maxW="5xl" py={{ base: '8', md: '14' }}>
      <Stack gap="8" align="center" textAlign="center">
        <Stack gap="3" maxW="2xl">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Teach on SkillSetu
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Build your trainer profile, publish courses and reach learners across India.
          </Text>
        </Stack>
        <BillingToggle value={billing} onChange={onBillingChange} />
        <Stack
          direction={{ base: 'column', md: 'row' }}
          gap="6"
          width="full"
          align="stretch"
          textAlign="start"
          onPointerOver={onIntent}
          onFocus={onIntent}
        >
          {PLAN_IDS.map((plan) => (
            <PricingPlanCard key={plan} plan={plan} billing={billing} busy={busyPlan === plan} onChoose={onChoose} />
          ))}
        </Stack>
        <HStack gap="2" color="fg.muted" data-testid="money-back">
          <LuShieldCheck aria-hidden />
          <Text>{MONEY_BACK_DAYS}-day money-back guarantee on every trainer subscription.</Text>
        </HStack>
      </Stack>
      {children}
    </Container>
  );
}

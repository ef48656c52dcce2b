import { Badge, Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  MONEY_BACK_DAYS,
  planCardView,
  planOfferAction,
  planPriceRupees,
  PLAN_IDS,
  PLANS,
  type BillingCycle,
  type PlanId,
} from '@skillsetu/domain';
import { useState } from 'react';
import { LuShieldCheck } from 'react-icons/lu';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useSession } from '../../auth';
import { useClosableDialog } from '../hooks/use-closable-dialog';
import { useTrainerPlanPurchase } from '../hooks/use-trainer-plan-purchase';
import { AutopayPanel } from './autopay-panel';
import { BillingToggle } from './billing-toggle';
import { PaymentDialog } from './payment-dialog';
import { PricingPlanCard } from './pricing-plan-card';

/**
 * The signed-in trainer's plan page (docs/decisions/160-trainer-plan-page.md): the current plan and
 * its state in words, then Starter and Professional, monthly or annual, each with the one action that
 * fits (Start Free / Choose / Renew / Upgrade / Switch to annual) and the commission it charges
 * (docs/decisions/161-honest-fees.md). Buying runs the payment flow (amounts priced on the server, ADR 011) and
 * returns to the dashboard. Must be rendered inside `<WithFirebase>` and a trainer guard.
 */
export function TrainerPlanPage() {
  useDocumentTitle('Your plan', 'Choose, renew or change your SkillSetu trainer plan.');
  const session = useSession();
  const profile = session.profile;
  const [billing, setBilling] = useState<BillingCycle>('monthly');
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const { open, setOpen, closeAndWait, onExitComplete } = useClosableDialog();
  const { purchase, busy } = useTrainerPlanPurchase('/trainer-dashboard');
  const view = planCardView(
    {
      subscription_plan: profile?.subscription_plan ?? null,
      subscription_status: profile?.subscription_status ?? null,
      subscription_end_date: profile?.subscription_end_date ?? null,
      subscription_cancel_at_period_end: profile?.subscription_cancel_at_period_end === true,
    },
    new Date(),
  );

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="2" data-testid="current-plan" data-state={view.state}>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Your plan
          </Heading>
          <HStack wrap="wrap">
            <Text fontWeight="semibold">{view.plan ? `${PLANS[view.plan].name} Plan` : 'No plan yet'}</Text>
            <Badge>{view.badge}</Badge>
          </HStack>
          <Text color="fg.muted">{view.text}</Text>
        </Stack>
        <Box alignSelf="center">
          <BillingToggle value={billing} onChange={setBilling} />
        </Box>
        <Stack direction={{ base: 'column', md: 'row' }} gap="6" align="stretch">
          {PLAN_IDS.map((plan) => (
            <PricingPlanCard
              key={plan}
              plan={plan}
              billing={billing}
              busy={busy && chosen === plan}
              action={planOfferAction(view, plan, billing, planPriceRupees(plan, billing) === 0)}
              onChoose={(p) => {
                setChosen(p);
                setOpen(true);
              }}
            />
          ))}
        </Stack>
        <AutopayPanel
          billing={billing}
          customer={{
            name: profile?.full_name ?? '',
            email: profile?.email ?? session.user?.email ?? '',
            phone: profile?.phone ?? '',
          }}
          canCancel={view.plan === 'professional' && (view.state === 'active' || view.state === 'expiring')}
        />
        <HStack gap="2" color="fg.muted" justify="center">
          <LuShieldCheck aria-hidden />
          <Text>{MONEY_BACK_DAYS}-day money-back guarantee on every trainer subscription.</Text>
        </HStack>
      </Stack>
      {chosen && (
        <PaymentDialog
          open={open}
          onOpenChange={setOpen}
          title={`${PLANS[chosen].name} plan`}
          itemLabel={`${PLANS[chosen].name} plan (${billing === 'annual' ? 'annual' : 'monthly'})`}
          amountRupees={planPriceRupees(chosen, billing)}
          defaults={{
            name: profile?.full_name ?? '',
            email: profile?.email ?? session.user?.email ?? '',
            phone: profile?.phone ?? '',
          }}
          processing={busy}
          onExitComplete={onExitComplete}
          onSubmit={(details) => {
            void purchase(chosen, billing, details, true, closeAndWait).then((ok) => {
              if (ok) setOpen(false);
            });
          }}
        />
      )}
    </Container>
  );
}

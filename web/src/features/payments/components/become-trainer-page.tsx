import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MONEY_BACK_DAYS, planPriceRupees, PLAN_IDS, PLANS, type BillingCycle, type PlanId } from '@skillsetu/domain';
import { useState } from 'react';
import { LuShieldCheck } from 'react-icons/lu';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useRedirectSignedIn, useSession } from '../../auth';
import { useClosableDialog } from '../hooks/use-closable-dialog';
import { useTrainerPlanPurchase } from '../hooks/use-trainer-plan-purchase';
import { BillingToggle } from './billing-toggle';
import { PaymentDialog } from './payment-dialog';
import { PricingPlanCard } from './pricing-plan-card';

/**
 * /become-trainer (docs/product.md#plans, docs/product.md#payments-and-refunds): monthly/annual toggle, the Starter and
 * Professional cards, the 30-day money-back guarantee and sign-up with payment. A signed-in
 * trainer is sent to their plan page after 100 ms (docs/decisions/160-trainer-plan-page.md) — unless a purchase started here.
 */
export function BecomeTrainerPage() {
  useDocumentTitle('Become a Trainer', 'Teach on SkillSetu: choose the Starter or Professional trainer plan.');
  const session = useSession();
  const [billing, setBilling] = useState<BillingCycle>('monthly');
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const { open: dialogOpen, setOpen: setDialogOpen, closeAndWait, onExitComplete } = useClosableDialog();
  // Once a purchase starts here, the buyer becomes a trainer mid-flow: never redirect them away.
  const [flowStarted, setFlowStarted] = useState(false);
  const { purchase, busy } = useTrainerPlanPurchase();

  useRedirectSignedIn('trainer-only', !flowStarted);

  if (session.status === 'loading' && !flowStarted) return <PageSpinner />;
  const signedIn = session.status === 'signed-in';
  const choose = (plan: PlanId) => {
    setChosen(plan);
    setDialogOpen(true);
  };

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
        <BillingToggle value={billing} onChange={setBilling} />
        <Stack direction={{ base: 'column', md: 'row' }} gap="6" width="full" align="stretch" textAlign="start">
          {PLAN_IDS.map((plan) => (
            <PricingPlanCard
              key={plan}
              plan={plan}
              billing={billing}
              busy={busy && chosen === plan}
              onChoose={choose}
            />
          ))}
        </Stack>
        <HStack gap="2" color="fg.muted" data-testid="money-back">
          <LuShieldCheck aria-hidden />
          <Text>{MONEY_BACK_DAYS}-day money-back guarantee on every trainer subscription.</Text>
        </HStack>
      </Stack>
      {chosen && (
        <Box>
          <PaymentDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            title={signedIn ? `Subscribe to ${PLANS[chosen].name}` : 'Create your trainer account'}
            itemLabel={`${PLANS[chosen].name} plan (${billing === 'annual' ? 'annual' : 'monthly'})`}
            amountRupees={planPriceRupees(chosen, billing)}
            requirePassword={!signedIn}
            defaults={{
              name: session.profile?.full_name ?? '',
              email: session.profile?.email ?? session.user?.email ?? '',
              phone: session.profile?.phone ?? '',
            }}
            processing={busy}
            onExitComplete={onExitComplete}
            onSubmit={(details) => {
              setFlowStarted(true);
              void purchase(chosen, billing, details, signedIn, closeAndWait).then((ok) => {
                if (ok) setDialogOpen(false);
              });
            }}
          />
        </Box>
      )}
    </Container>
  );
}

import { Box } from '@chakra-ui/react';
import { planPriceRupees, PLANS, type BillingCycle, type PlanId } from '@skillsetu/domain';
import { useState } from 'react';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useRedirectSignedIn, useSession } from '../../auth';
import { useClosableDialog } from '../hooks/use-closable-dialog';
import { useTrainerPlanPurchase } from '../hooks/use-trainer-plan-purchase';
import { BecomeTrainerPlans } from './become-trainer-plans';
import { PaymentDialog } from './payment-dialog';

/** A plan a visitor chose before the sign-up flow had loaded (become-trainer-entry.tsx). */
export type PlanChoice = { plan: PlanId; billing: BillingCycle };

/**
 * /become-trainer's sign-up flow (docs/product.md#plans, docs/product.md#payments-and-refunds): the
 * plans of BecomeTrainerPlans plus the payment dialog and sign-up with payment. Must be rendered
 * inside `<WithFirebase>`; the route loads it lazily (docs/decisions/221-become-trainer-and-contact-load-on-intent.md).
 * `start`, a plan chosen before this loaded, opens its dialog as soon as the session is known.
 * A signed-in trainer is sent to their plan page after 100 ms
 * (docs/decisions/160-trainer-plan-page.md) — unless a purchase started here.
 */
export function BecomeTrainerPage({ start = null }: { start?: PlanChoice | null }) {
  const session = useSession();
  const [billing, setBilling] = useState<BillingCycle>(start?.billing ?? 'monthly');
  const [chosen, setChosen] = useState<PlanId | null>(start?.plan ?? null);
  const { open: dialogOpen, setOpen: setDialogOpen, closeAndWait, onExitComplete } = useClosableDialog(start !== null);
  // Once a purchase starts here, the buyer becomes a trainer mid-flow: never redirect them away.
  const [flowStarted, setFlowStarted] = useState(false);
  const { purchase, busy } = useTrainerPlanPurchase();

  useRedirectSignedIn('trainer-only', !flowStarted);

  const loading = session.status === 'loading';
  if (loading && !flowStarted && !start) return <PageSpinner />;
  const signedIn = session.status === 'signed-in';
  const choose = (plan: PlanId) => {
    setChosen(plan);
    setDialogOpen(true);
  };

  return (
    <BecomeTrainerPlans
      billing={billing}
      onBillingChange={setBilling}
      onChoose={choose}
      busyPlan={(busy || loading) && chosen ? chosen : null}
    >
      {/* Once a purchase starts, the dialog stays mounted while the new account's session loads: it
          shows 'Processing...' until checkout opens, rather than vanishing and coming back. */}
      {chosen && (!loading || flowStarted) && (
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
    </BecomeTrainerPlans>
  );
}

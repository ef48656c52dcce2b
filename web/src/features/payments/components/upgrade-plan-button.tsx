import { Button } from '@chakra-ui/react';
import { PAYMENT_MESSAGES, PLANS, UPGRADE_AMOUNT_RUPEES } from '@skillsetu/domain';
import { notify } from '../../../components/ui/notify';
import { useSession } from '../../auth';
import { useClosableDialog } from '../hooks/use-closable-dialog';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { PaymentDialog } from './payment-dialog';

/**
 * Starter → Professional upgrade (spec §4 "Subscription plan"): the payment flow with the upgrade
 * amount (₹1,000, server-priced as Professional monthly), then 'Plan Upgraded!' / 'Welcome to the
 * Professional plan!'. The profile listener shows the new plan, so no page reload is needed.
 * Must be rendered inside `<WithFirebase>`.
 */
export function UpgradePlanButton({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const session = useSession();
  const { processing, pay } = usePaymentFlow();
  const { open, setOpen, closeAndWait, onExitComplete } = useClosableDialog();
  const profile = session.profile;
  return (
    <>
      <Button size={size} colorPalette="blue" disabled={processing} onClick={() => setOpen(true)}>
        {processing ? PAYMENT_MESSAGES.processing : `Upgrade to ${PLANS.professional.name}`}
      </Button>
      <PaymentDialog
        open={open}
        onOpenChange={setOpen}
        title={`Upgrade to ${PLANS.professional.name}`}
        itemLabel={`${PLANS.professional.name} plan (monthly)`}
        amountRupees={UPGRADE_AMOUNT_RUPEES}
        defaults={{ name: profile?.full_name ?? '', email: profile?.email ?? '', phone: profile?.phone ?? '' }}
        processing={processing}
        onExitComplete={onExitComplete}
        onSubmit={(details) => {
          void pay({
            purchase: { purpose: 'subscription', plan: 'professional', billing: 'monthly' },
            amountRupees: UPGRADE_AMOUNT_RUPEES,
            customer: details,
            description: `${PLANS.professional.name} plan upgrade`,
            onCheckoutOpen: closeAndWait,
          }).then((outcome) => {
            if (outcome) notify(PAYMENT_MESSAGES.planUpgraded, 'success');
          });
        }}
      />
    </>
  );
}

import { PAYMENT_MESSAGES, PLANS, type BillingCycle } from '@skillsetu/domain';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/notify';
import { CHECKOUT_THEME_COLOR, type PaymentCustomer } from './use-payment-flow-with';

/** The toasts of autopay on the plan page (docs/decisions/162-autopay-subscriptions.md). */
export const AUTOPAY_TOASTS = {
  on: { title: 'Autopay is on', description: 'Your Professional plan now renews automatically.' },
  off: { title: 'Autopay cancelled', description: 'No further charge; your plan runs to its end date.' },
} as const;

/** The callables and checkout.js, loaded on the first autopay action (they pull in the Functions SDK). */
const api = () => import('../api/autopay-callables');

const messageOf = (err: unknown) => (err instanceof Error ? err.message.replace(/ \[\d{3}\]$/, '') : String(err));

/**
 * Autopay on the plan page (docs/decisions/162-autopay-subscriptions.md): `start(billing, customer)` creates the subscription
 * on the server and opens Checkout with its `subscription_id`; a verified payment returns the trainer to
 * the dashboard (the webhooks extend the plan). `cancel()` stops the next charge. Errors are shown as
 * toasts with the server's words. Must be rendered inside `<WithFirebase>`.
 */
export function useAutopay() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const start = useCallback(
    async (billing: BillingCycle, customer: PaymentCustomer) => {
      setBusy(true);
      try {
        const { createAutopay, openSubscriptionCheckout, verifyAutopay } = await api();
        const sub = await createAutopay({ billing });
        await openSubscriptionCheckout({
          key: sub.key_id,
          currency: 'INR',
          name: 'SkillSetu',
          description: `${PLANS.professional.name} plan (${billing}, autopay)`,
          subscription_id: sub.subscription_id,
          prefill: { name: customer.name, email: customer.email, contact: customer.phone },
          theme: { color: CHECKOUT_THEME_COLOR },
          handler: (response) => {
            void verifyAutopay(response)
              .then(() => {
                notify(AUTOPAY_TOASTS.on, 'success');
                navigate('/trainer-dashboard');
              })
              .catch((err: unknown) => notify({ title: 'Autopay', description: messageOf(err) }, 'error'))
              .finally(() => setBusy(false));
          },
          modal: {
            ondismiss: () => {
              setBusy(false);
              notify(PAYMENT_MESSAGES.cancelled, 'error');
            },
          },
        });
      } catch (err) {
        setBusy(false);
        notify({ title: 'Autopay', description: messageOf(err) }, 'error');
      }
    },
    [navigate],
  );

  const cancel = useCallback(async () => {
    setBusy(true);
    try {
      await (await api()).cancelAutopay();
      notify(AUTOPAY_TOASTS.off, 'success');
    } catch (err) {
      notify({ title: 'Autopay', description: messageOf(err) }, 'error');
    } finally {
      setBusy(false);
    }
  }, []);

  return { start, cancel, busy };
}

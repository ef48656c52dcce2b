import {
  AUTH_MESSAGES,
  PAYMENT_MESSAGES,
  planPriceRupees,
  PLANS,
  TIMINGS,
  type BillingCycle,
  type PaymentDetails,
  type PlanId,
} from '@skillsetu/domain';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/notify';
import { signUp } from '../../auth';
import { usePaymentFlow } from './use-payment-flow';

/** Splits 'Priya K Sharma' into first name 'Priya' and last name 'K Sharma' for the sign-up API. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * Trainer sign-up with payment (docs/product.md#payments-and-refunds): when signed out, the trainer account (Firebase Auth +
 * profiles user_type 'trainer') is created BEFORE the order; then the payment flow runs; on success
 * 'Payment Successful!' / 'Welcome to the {plan} plan! Setting up your account...' and, 2 s later,
 * `afterPath` (default /trainer-onboarding; the plan page passes /trainer-dashboard).
 */
export function useTrainerPlanPurchase(afterPath = '/trainer-onboarding') {
  const navigate = useNavigate();
  const { processing, pay } = usePaymentFlow();
  const [creatingAccount, setCreatingAccount] = useState(false);

  const purchase = useCallback(
    async (
      plan: PlanId,
      billing: BillingCycle,
      details: PaymentDetails,
      signedIn: boolean,
      onCheckoutOpen: () => Promise<void>,
    ) => {
      if (!signedIn) {
        setCreatingAccount(true);
        try {
          const password = details.password ?? '';
          await signUp(
            { ...splitName(details.name), email: details.email, password, confirmPassword: password },
            'trainer',
          );
          notify(PAYMENT_MESSAGES.accountCreated, 'success');
        } catch (err) {
          notify({ title: AUTH_MESSAGES.signUpFailed.title, description: (err as Error).message }, 'error');
          return false;
        } finally {
          setCreatingAccount(false);
        }
      }
      const outcome = await pay({
        purchase: { purpose: 'subscription', plan, billing },
        amountRupees: planPriceRupees(plan, billing),
        customer: { name: details.name, email: details.email, phone: details.phone },
        description: `${PLANS[plan].name} plan (${billing})`,
        onCheckoutOpen,
      });
      if (!outcome) return false;
      notify(PAYMENT_MESSAGES.planWelcome(PLANS[plan].name), 'success');
      window.setTimeout(() => navigate(afterPath), TIMINGS.postPaymentRedirectMs);
      return true;
    },
    [afterPath, navigate, pay],
  );

  return { purchase, busy: processing || creatingAccount };
}

import {
  BATCH_FULL_REFUNDED,
  COURSE_UNAVAILABLE_REFUNDED,
  MONEY_MESSAGES,
  PAYMENT_MESSAGES,
  paiseToRupees,
  STALE_ORDER_REFUNDED,
  type CreateOrderRequest,
  type VerifyPaymentResponse,
} from '@skillsetu/domain';
import { useCallback, useState } from 'react';
import { notify } from '../../../components/ui/notify';
import type {
  activateFreePlan,
  createRazorpayOrder,
  fetchRazorpayKey,
  verifyRazorpayPayment,
} from '../api/payment-callables';
import type { CheckoutSuccess, loadCheckout } from '../api/load-checkout';
import { ALREADY_ENROLLED_TOAST, isAlreadyEnrolledError, paymentErrorToast } from '../payment-failure';

/** What a refunded payment's toast says, by the server's reason (stale order, full batch, course off sale, duplicate). */
function refundedToast(v: VerifyPaymentResponse): { title: string; description: string } {
  if (v.stale === 'order_expired') return STALE_ORDER_REFUNDED.orderExpired;
  if (v.stale === 'price_changed') return STALE_ORDER_REFUNDED.priceChanged;
  if (v.stale === 'batch_changed') return STALE_ORDER_REFUNDED.batchChanged;
  if (v.reason === 'batch_full') return BATCH_FULL_REFUNDED;
  if (v.reason === 'course_unavailable') return COURSE_UNAVAILABLE_REFUNDED;
  return MONEY_MESSAGES.duplicateRefunded;
}

/** Checkout theme colour: blue (docs/product.md#payments-and-refunds). */
export const CHECKOUT_THEME_COLOR = '#3182CE';

/** Customer details from the payment form, prefilled into checkout. */
export interface PaymentCustomer {
  name: string;
  email: string;
  phone: string;
}

/** The spec's payment result (docs/product.md#payments-and-refunds), minus the password: what the success callback receives. */
export interface PaymentOutcome {
  paymentId: string;
  orderId: string;
  signature: string;
  /** Rupees. */
  amount: number;
  currency: 'INR';
  free: boolean;
}

export interface PayArgs {
  purchase: CreateOrderRequest;
  /** Rupees shown on screen; 0 completes at once through activateFreePlan (docs/product.md#payments-and-refunds). */
  amountRupees: number;
  customer: PaymentCustomer;
  /** Line shown in checkout (course or plan name). */
  description: string;
  /** Awaited just before checkout opens: close any modal dialog that would sit over it. */
  onCheckoutOpen?: () => Promise<void> | void;
  /** An enrolment the server says the learner already has: called after the plain 'already enrolled' toast. */
  onAlreadyEnrolled?: () => void;
}

/** What the flow calls on the server and in the browser: the callables and checkout.js (usePaymentFlow passes the real ones). */
export interface PaymentFlowDeps {
  activateFreePlan: typeof activateFreePlan;
  createRazorpayOrder: typeof createRazorpayOrder;
  fetchRazorpayKey: typeof fetchRazorpayKey;
  verifyRazorpayPayment: typeof verifyRazorpayPayment;
  loadCheckout: typeof loadCheckout;
}

type CheckoutEnd = { kind: 'paid'; response: CheckoutSuccess } | { kind: 'cancelled' } | { kind: 'failed' };

/**
 * The payment flow of docs/product.md#payments-and-refunds: amount 0 completes at once; otherwise load checkout.js → getRazorpayKey
 * → createRazorpayOrder → open checkout → verifyRazorpayPayment. Shows every failure toast of docs/product.md#payments-and-refunds
 * ('Payment Cancelled', 'Payment Failed', 'Payment Verification Failed', 'Payment Error') and resolves
 * the outcome on success, null otherwise. An enrolment the learner already has ends with the plain
 * MONEY_MESSAGES.alreadyEnrolled toast and `onAlreadyEnrolled`, not 'Payment Error'. `processing` is
 * true while it runs. Takes what it calls as `deps` (usePaymentFlow gives the real ones; no SDK import here).
 */
export function usePaymentFlowWith(deps: PaymentFlowDeps) {
  const { activateFreePlan, createRazorpayOrder, fetchRazorpayKey, verifyRazorpayPayment, loadCheckout } = deps;
  const [processing, setProcessing] = useState(false);

  const pay = useCallback(
    async ({ purchase, amountRupees, customer, description, onCheckoutOpen, onAlreadyEnrolled }: PayArgs) => {
      setProcessing(true);
      try {
        if (amountRupees === 0 && purchase.purpose === 'subscription') {
          await activateFreePlan({ plan: purchase.plan, billing: purchase.billing });
          const outcome: PaymentOutcome = {
            paymentId: `free_${Date.now()}`,
            orderId: 'free',
            signature: '',
            amount: 0,
            currency: 'INR',
            free: true,
          };
          return outcome;
        }
        const Razorpay = await loadCheckout();
        const key = await fetchRazorpayKey().catch(() => {
          throw new Error(PAYMENT_MESSAGES.configFetchFailed);
        });
        if (!key?.key_id) throw new Error(PAYMENT_MESSAGES.configMissing);
        const order = await createRazorpayOrder(purchase);
        if (!order?.id) throw new Error(PAYMENT_MESSAGES.noOrderData);

        await onCheckoutOpen?.();
        const end = await new Promise<CheckoutEnd>((resolve) => {
          const checkout = new Razorpay({
            key: key.key_id,
            amount: order.amount,
            currency: order.currency,
            name: 'SkillSetu',
            description,
            order_id: order.id,
            prefill: { name: customer.name, email: customer.email, contact: customer.phone },
            theme: { color: CHECKOUT_THEME_COLOR },
            handler: (response) => resolve({ kind: 'paid', response }),
            modal: { ondismiss: () => resolve({ kind: 'cancelled' }) },
            // Checkout closes when the order stops taking payments (docs/decisions/145-orders-expire.md).
            ...(order.timeout_seconds ? { timeout: order.timeout_seconds } : {}),
          });
          checkout.on('payment.failed', () => resolve({ kind: 'failed' }));
          checkout.open();
        });
        if (end.kind === 'cancelled') {
          notify(PAYMENT_MESSAGES.cancelled, 'error');
          return null;
        }
        if (end.kind === 'failed') {
          notify(PAYMENT_MESSAGES.failed, 'error');
          return null;
        }
        const verification = await verifyRazorpayPayment({ ...end.response, purpose: purchase.purpose }).catch(
          (err: unknown) => {
            console.error(PAYMENT_MESSAGES.verificationFailedInternal, err);
            return null;
          },
        );
        if (verification?.verified !== true) {
          notify(PAYMENT_MESSAGES.verificationFailed, 'error');
          return null;
        }
        // A payment the server cannot keep is refunded in full (ADR 012): a second payment, a full
        // batch, a course no longer on sale (ADR 132), an expired order or a changed price (ADR 145).
        if (verification.refunded) {
          notify(refundedToast(verification), 'warning');
          return null;
        }
        const outcome: PaymentOutcome = {
          paymentId: end.response.razorpay_payment_id,
          orderId: end.response.razorpay_order_id,
          signature: end.response.razorpay_signature,
          amount: paiseToRupees(order.amount),
          currency: 'INR',
          free: false,
        };
        return outcome;
      } catch (err) {
        if (purchase.purpose === 'enrollment' && isAlreadyEnrolledError(err)) {
          notify(ALREADY_ENROLLED_TOAST, 'info');
          onAlreadyEnrolled?.();
          return null;
        }
        console.error('Payment failed', err);
        notify(paymentErrorToast(err), 'error');
        return null;
      } finally {
        setProcessing(false);
      }
    },
    [activateFreePlan, createRazorpayOrder, fetchRazorpayKey, verifyRazorpayPayment, loadCheckout],
  );

  return { processing, pay };
}

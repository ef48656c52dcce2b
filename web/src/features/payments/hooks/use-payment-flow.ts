import {
  activateFreePlan,
  createRazorpayOrder,
  fetchRazorpayKey,
  verifyRazorpayPayment,
} from '../api/payment-callables';
import { loadCheckout } from '../api/load-checkout';
import { usePaymentFlowWith, type PaymentFlowDeps } from './use-payment-flow-with';

export {
  CHECKOUT_THEME_COLOR,
  type PayArgs,
  type PaymentCustomer,
  type PaymentFlowDeps,
  type PaymentOutcome,
} from './use-payment-flow-with';

const DEPS: PaymentFlowDeps = {
  activateFreePlan,
  createRazorpayOrder,
  fetchRazorpayKey,
  verifyRazorpayPayment,
  loadCheckout,
};

/** The payment flow of docs/product.md#payments-and-refunds with the real callables and checkout.js (see usePaymentFlowWith). */
export function usePaymentFlow() {
  return usePaymentFlowWith(DEPS);
}

import type { AutopayCreateRequest, AutopayCreateResponse, AutopayVerifyRequest } from '@skillsetu/domain';
import { callFunction } from '../../../lib/firebase/callables';
import { loadCheckout, type CheckoutOptions, type CheckoutInstance } from './load-checkout';

/** createAutopay: Professional as a Razorpay Subscription, priced on the server (paise); docs/decisions/162-autopay-subscriptions.md. */
export const createAutopay = (req: AutopayCreateRequest) =>
  callFunction<AutopayCreateRequest, AutopayCreateResponse>('createAutopay', req);

/** verifyAutopay: checks Checkout's `payment_id|subscription_id` signature on the server → { status }. */
export const verifyAutopay = (req: AutopayVerifyRequest) =>
  callFunction<AutopayVerifyRequest, { status: string }>('verifyAutopay', req);

/** cancelAutopay: no further charge; the plan runs to its end → { cancelled }. Throws when none is on. */
export const cancelAutopay = () => callFunction<object, { cancelled: number }>('cancelAutopay', {});

/** Checkout options for a subscription: `subscription_id` instead of `order_id` and `amount` (Razorpay Subscriptions docs). */
export type SubscriptionCheckoutOptions = Omit<CheckoutOptions, 'order_id' | 'amount' | 'handler'> & {
  subscription_id: string;
  handler: (response: AutopayVerifyRequest) => void;
};

/**
 * Loads checkout.js (loadCheckout) and opens it for a subscription. The same window.Razorpay takes
 * either option shape; its TypeScript type here names the one-time shape, hence the one conversion.
 */
export async function openSubscriptionCheckout(options: SubscriptionCheckoutOptions): Promise<CheckoutInstance> {
  const Razorpay = (await loadCheckout()) as unknown as new (o: SubscriptionCheckoutOptions) => CheckoutInstance;
  const checkout = new Razorpay(options);
  checkout.open();
  return checkout;
}

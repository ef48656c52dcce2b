import { PAYMENT_MESSAGES } from '@skillsetu/domain';
import { razorpayCheckoutUrl } from '../../../config/firebase-config';

/** Razorpay Standard Checkout's success payload (Razorpay docs "Handler function"). */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The options of `new Razorpay(options)` this app uses (Razorpay Standard Checkout docs). */
export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
  /** Seconds until Checkout closes itself (the order's time left, docs/decisions/145-orders-expire.md); ondismiss then runs. */
  timeout?: number;
}

export interface CheckoutFailure {
  error?: { code?: string; description?: string };
}

export interface CheckoutInstance {
  open: () => void;
  on: (event: 'payment.failed', cb: (response: CheckoutFailure) => void) => void;
}

export type RazorpayConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Loads checkout.js once from `razorpayCheckoutUrl` (Razorpay's CDN in production, the test double
 * on the emulators) and returns window.Razorpay. Rejects with the spec's 'Failed to load Razorpay
 * SDK. Please check your internet connection.' (docs/product.md#payments-and-refunds); a later call retries.
 */
export function loadCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = razorpayCheckoutUrl;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error(PAYMENT_MESSAGES.sdkLoadFailed));
    script.onerror = () => {
      script.remove();
      reject(new Error(PAYMENT_MESSAGES.sdkLoadFailed));
    };
    document.body.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

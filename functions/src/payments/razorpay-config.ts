import Razorpay from 'razorpay';
import { defineSecret, defineString } from 'firebase-functions/params';

/** Razorpay key secret: signs payment verifications and authenticates Orders API calls. */
export const RAZORPAY_KEY_SECRET = defineSecret('RAZORPAY_KEY_SECRET');
/** Razorpay webhook secret: signs X-Razorpay-Signature over the raw webhook body. */
export const RAZORPAY_WEBHOOK_SECRET = defineSecret('RAZORPAY_WEBHOOK_SECRET');
/** Razorpay public key id (not a secret; functions/.env). */
export const RAZORPAY_KEY_ID = defineString('RAZORPAY_KEY_ID');

/** Razorpay's API host. The emulators set RAZORPAY_API_BASE to the local test double (scripts/lib/emulator-env.mjs). */
export const DEFAULT_RAZORPAY_API_BASE = 'https://api.razorpay.com';

interface AxiosLike {
  defaults: { baseURL?: string; headers: { common: Record<string, string> } };
}

/**
 * A Razorpay SDK client for the Orders and Refunds APIs; `headers` are sent on every request of
 * this client. The SDK has no per-call headers and its `headers` option keeps only an allowlist
 * (X-Razorpay-Account, Content-Type), so they are set on its axios instance's defaults: a refund's
 * X-Refund-Idempotency key gets its own client (ADR 012). razorpay-node 2.9 has no base-URL constructor option
 * (api.js hard-codes https://api.razorpay.com), so the axios instance's baseURL is switched when
 * RAZORPAY_API_BASE is set — the single configuration value that points functions at the test double.
 */
export function razorpayClient(headers?: Record<string, string>): Razorpay {
  const client = new Razorpay({ key_id: RAZORPAY_KEY_ID.value(), key_secret: RAZORPAY_KEY_SECRET.value() });
  const rq = (client.api as unknown as { rq: AxiosLike }).rq;
  const base = process.env.RAZORPAY_API_BASE;
  if (base) rq.defaults.baseURL = base;
  Object.assign(rq.defaults.headers.common, headers ?? {});
  return client;
}

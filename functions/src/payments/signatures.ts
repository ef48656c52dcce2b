import { createHmac, timingSafeEqual } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';

function hmacHex(message: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of two hex strings (false on any length or format mismatch). */
function hexEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * True when `signature` is Razorpay's checkout signature HMAC-SHA256(`${orderId}|${paymentId}`,
 * key secret) (Razorpay docs "Verify payment signature"). The SDK helper defines the payload;
 * the deciding comparison is timing-safe (the SDK's is a plain ===).
 */
export function isValidPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  secret: string,
): boolean {
  const sdkSaysValid = validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, secret);
  const timingSafeValid = hexEqual(hmacHex(`${orderId}|${paymentId}`, secret), signature);
  return sdkSaysValid && timingSafeValid;
}

/** True when X-Razorpay-Signature matches HMAC-SHA256(raw body, webhook secret) (Razorpay webhooks docs). */
export function isValidWebhookSignature(rawBody: Buffer, signature: string, secret: string): boolean {
  const sdkSaysValid = validateWebhookSignature(rawBody.toString('utf8'), signature, secret);
  const timingSafeValid = hexEqual(hmacHex(rawBody, secret), signature);
  return sdkSaysValid && timingSafeValid;
}

/**
 * True when `signature` is Razorpay Checkout's subscription signature HMAC-SHA256(
 * `${paymentId}|${subscriptionId}`, key secret) (Razorpay Subscriptions "Verify payment signature");
 * timing-safe.
 */
export function isValidSubscriptionSignature(
  paymentId: string,
  subscriptionId: string,
  signature: string,
  secret: string,
): boolean {
  return hexEqual(hmacHex(`${paymentId}|${subscriptionId}`, secret), signature);
}

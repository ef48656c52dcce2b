/**
 * How long an order may be paid (docs/decisions/145-orders-expire.md): orders/{id}.expires_at is
 * 30 minutes after its creation, and Razorpay Checkout gets the time left as its `timeout` option
 * (seconds), so a learner never pays an old price.
 */
export const ORDER_TTL_MINUTES = 30;
export const ORDER_TTL_MS = ORDER_TTL_MINUTES * 60_000;

/**
 * A payment reported (verify or webhook) at most this long after expires_at is still accepted: a
 * payment started in Checkout before its timeout may be approved a little later (a UPI request).
 */
export const ORDER_LATE_PAYMENT_GRACE_MS = 5 * 60_000;

/** An open order with less time left than this is not handed out again: a new one is made. */
export const ORDER_MIN_REUSE_MS = 2 * 60_000;

/** When an order created at `createdAt` stops taking payments (UTC instant). */
export function orderExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ORDER_TTL_MS);
}

/**
 * True when a payment reported at `at` comes too late for an order expiring at `expiresAt`
 * (after the grace). An order without an expiry (made before orders expired) never expires here.
 */
export function orderExpiredAt(expiresAt: Date | null, at: Date): boolean {
  return expiresAt !== null && at.getTime() > expiresAt.getTime() + ORDER_LATE_PAYMENT_GRACE_MS;
}

/** True when an open order may be handed out again at `now`: it has an expiry and at least ORDER_MIN_REUSE_MS left. */
export function orderReusableAt(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() - now.getTime() >= ORDER_MIN_REUSE_MS;
}

/** Razorpay Checkout's `timeout` option: whole seconds left until `expiresAt` at `now` (never below 0). */
export function checkoutTimeoutSeconds(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

/** Toasts for a payment refunded in full at fulfilment because its order was stale (refunds reason in brackets). */
export const STALE_ORDER_REFUNDED = {
  /** reason 'order_expired' */
  orderExpired: {
    title: 'Order Expired',
    description: 'This order expired before payment. Your payment will be refunded in full.',
  },
  /** reason 'price_changed' */
  priceChanged: {
    title: 'Price Changed',
    description: 'The course price changed before payment. Your payment will be refunded in full.',
  },
  /** reason 'batch_changed' */
  batchChanged: {
    title: 'Batch Changed',
    description: "The batch's start time changed before payment. Your payment will be refunded in full.",
  },
} as const;

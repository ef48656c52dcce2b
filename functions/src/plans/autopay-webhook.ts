import { AUTOPAY_EVENTS, type AutopayEvent } from './autopay-events';

const ID = /^[A-Za-z0-9_-]{1,128}$/;
const str = (v: unknown): string => (typeof v === 'string' && ID.test(v) ? v : '');

/**
 * The autopay event in a signed webhook body (Razorpay Subscriptions webhooks: payload.subscription.entity
 * and, for subscription.charged, payload.payment.entity with its invoice order_id and amount in paise),
 * or null when the event is not a subscription event or lacks what autopay needs (then the webhook's
 * usual 'ignored' answer applies). Without an X-Razorpay-Event-Id, the event and the subscription's
 * paid count key the dedupe record.
 */
export function autopayEventOf(event: string, body: unknown, eventIdHeader: string): AutopayEvent | null {
  if (!AUTOPAY_EVENTS.has(event)) return null;
  const payload = (body as { payload?: Record<string, { entity?: Record<string, unknown> } | undefined> }).payload;
  const sub = payload?.subscription?.entity;
  const subscriptionId = str(sub?.id);
  if (!subscriptionId) return null;
  const pay = payload?.payment?.entity;
  const payment =
    pay && str(pay.id) && str(pay.order_id) && typeof pay.amount === 'number' && Number.isInteger(pay.amount)
      ? { id: str(pay.id), orderId: str(pay.order_id), amount: pay.amount }
      : undefined;
  const eventId = ID.test(eventIdHeader)
    ? eventIdHeader
    : `${event.replace('.', '_')}_${subscriptionId}_${payment?.id ?? String(sub?.paid_count ?? '')}`;
  return { event, eventId, subscriptionId, ...(payment ? { payment } : {}) };
}

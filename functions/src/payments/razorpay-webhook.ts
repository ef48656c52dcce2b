import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { fulfilOrder } from './fulfil-order';
import { applyRefundEvent, REFUND_EVENTS, type RefundEntity } from './refund-events';
import { RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } from './razorpay-config';
import { isValidWebhookSignature } from './signatures';
import { handleRouteEvent, ROUTE_EVENTS } from '../payouts/route-webhook'; // route: payouts (docs/payouts.md)
import { autopayEventOf } from '../plans/autopay-webhook'; // autopay (docs/decisions/162-autopay-subscriptions.md)
import { applyAutopayEvent } from '../plans/autopay-events';

const HANDLED = new Set(['payment.captured', 'order.paid']);
const EVENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

interface WebhookBody {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; status?: unknown } };
    order?: { entity?: { id?: unknown; amount_paid?: unknown } };
    refund?: { entity?: RefundEntity };
  };
}

/**
 * razorpayWebhook (HTTP POST from Razorpay): X-Razorpay-Signature must be HMAC-SHA256 of the raw
 * body with the webhook secret, else 400 and nothing changes. payment.captured and order.paid
 * fulfil the stored order through the same idempotent transaction as verify, deduplicated on the
 * event id (x-razorpay-event-id → webhook_events/{id}), so a payment is never lost when the
 * browser closes and a replayed event changes state once. A captured amount that differs from the
 * order, or a second payment of a paid purchase, is refunded in full (ADR 012). Every signed event
 * the app does not handle — other event types, payments without an order of ours — gets 200
 * `{ status: 'ignored' }` (ADR 014), so Razorpay never disables the webhook. refund.processed and
 * refund.failed move refunds/{id} forward only and notify the learner (ADR 083).
 */
export const razorpayWebhook = onRequest(
  { secrets: [RAZORPAY_WEBHOOK_SECRET, RAZORPAY_KEY_SECRET] },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).json({ error: 'method not allowed' });
      return;
    }
    const signature = req.get('x-razorpay-signature') ?? '';
    const rawBody = req.rawBody;
    if (!rawBody || !signature || !isValidWebhookSignature(rawBody, signature, RAZORPAY_WEBHOOK_SECRET.value())) {
      logger.warn('Webhook refused: bad signature');
      res.status(400).json({ error: 'invalid signature' });
      return;
    }
    let body: WebhookBody;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
    } catch {
      res.status(200).json({ status: 'ignored' });
      return;
    }
    const event = typeof body.event === 'string' ? body.event : '';
    // --- batches: refund.processed / refund.failed settle refunds/{id} forward-only (ADR 083) ---
    if (REFUND_EVENTS.has(event)) {
      try {
        const result = await applyRefundEvent(db, event, body.payload?.refund?.entity);
        logger.info('Refund webhook handled', { event, result });
        res.status(200).json({ status: result });
      } catch (err) {
        logger.error('Refund webhook failed', err);
        res.status(500).json({ error: 'internal' });
      }
      return;
    }
    // --- end batches ---
    // --- route: transfer.processed / settlement.processed, forward-only and replay-safe (docs/payouts.md) ---
    if (ROUTE_EVENTS.has(event)) {
      const routeEventId = req.get('x-razorpay-event-id') ?? '';
      if (!EVENT_ID.test(routeEventId)) {
        res.status(200).json({ status: 'ignored' });
        return;
      }
      try {
        res.status(200).json({ status: await handleRouteEvent(db, event, body, routeEventId) });
      } catch (err) {
        logger.error('Route webhook failed', err);
        res.status(500).json({ error: 'internal' });
      }
      return;
    }
    // --- end route ---
    // --- autopay: subscription.* events, deduplicated and forward-only (docs/decisions/162-autopay-subscriptions.md) ---
    const autopay = autopayEventOf(event, body, req.get('x-razorpay-event-id') ?? '');
    if (autopay) {
      try {
        const result = await applyAutopayEvent(db, autopay, new Date());
        logger.info('Autopay webhook handled', { event, result });
        res.status(200).json({ status: result });
      } catch (err) {
        logger.error('Autopay webhook failed', err);
        res.status(500).json({ error: 'internal' });
      }
      return;
    }
    // --- end autopay ---
    if (!HANDLED.has(event)) {
      res.status(200).json({ status: 'ignored' });
      return;
    }
    const payment = body.payload?.payment?.entity;
    const orderId = typeof payment?.order_id === 'string' ? payment.order_id : body.payload?.order?.entity?.id;
    const paymentId = typeof payment?.id === 'string' ? payment.id : '';
    const amount = typeof payment?.amount === 'number' ? payment.amount : undefined;
    // Razorpay always sends x-razorpay-event-id; without one, the payment id keys the dedupe record.
    const header = req.get('x-razorpay-event-id') ?? '';
    const eventId = EVENT_ID.test(header) ? header : `${event.replace('.', '_')}_${paymentId}`;
    // A signed event for a payment without an order of ours (a payment link, a manual capture) is not
    // ours to fulfil: 2xx, so Razorpay never disables the webhook (ADR 014).
    if (typeof orderId !== 'string' || !/^[\w-]{1,64}$/.test(orderId) || !/^[\w-]{1,64}$/.test(paymentId)) {
      logger.info('Webhook ignored: no order of ours', { event, eventId, paymentId });
      res.status(200).json({ status: 'ignored' });
      return;
    }
    try {
      const result = await fulfilOrder(db, {
        orderId,
        paymentId,
        source: 'webhook',
        amountPaid: amount,
        eventRef: db.doc(`webhook_events/${eventId}`),
        eventType: event,
      });
      logger.info('Webhook handled', { event, eventId, orderId, result });
      res.status(200).json({ status: result === 'missing' ? 'ignored' : result });
    } catch (err) {
      logger.error('Webhook fulfilment failed', err);
      // 5xx: Razorpay retries the event later.
      res.status(500).json({ error: 'internal' });
    }
  },
);

// The Refunds API part of the Razorpay double (docs/decisions/003-razorpay-test-double.md): create a normal refund of a
// captured payment, fetch a refund, list a payment's refunds, and list an order's payments — the
// calls the functions and the money-invariant checker make. Shapes follow Razorpay's refund entity.
import { randomBytes } from 'node:crypto';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const rid = (prefix) => `${prefix}_${Array.from(randomBytes(14), (b) => ALNUM[b % ALNUM.length]).join('')}`;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

const error = (description, field) => ({
  error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', reason: 'input_validation_failed', field },
});

function reply(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
  res.end(JSON.stringify(body));
}

function readJson(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : {});
      } catch (e) {
        reject(e);
      }
    });
    req.on('error', reject);
  });
}

/**
 * Handles the Refunds routes; returns true when it answered. `state` holds the double's maps:
 * payments (id → payment entity), refunds (id → refund entity), refundKeys (idempotency key →
 * { id, fingerprint } of the first request), orders, and authOk(req) for basic auth with the test key.
 *   POST /v1/payments/:id/refund   { amount (paise, default the rest), speed, receipt, notes }
 *        header X-Refund-Idempotency: a repeated key returns the first refund and refunds nothing more
 *        (400 when the repeated request's body differs)
 *   GET  /v1/payments/:id           the payment (amount_refunded, refund_status)
 *   GET  /v1/payments/:id/refunds   { entity: 'collection', count, items }
 *   GET  /v1/refunds/:id            the refund
 *   GET  /v1/orders/:id/payments    { entity: 'collection', count, items }
 * Refund webhooks and failures (ADR 083), when state.sendRefundWebhook is given: every created
 * refund is followed by a signed refund.processed webhook, or — after
 *   POST /__test/refunds/fail-next  { payment_id? }  (the next refund, or the next of that payment)
 * — answers 'pending', returns nothing to the payment and is followed by refund.failed.
 *   POST /__test/refunds/:id/webhook  { event_id? }  sends the refund's webhook again (a replay).
 */
export async function refundRoutes(req, res, url, state) {
  const { authOk, payments, refunds, refundKeys } = state;
  if (await refundTestRoutes(req, res, url, state)) return true;
  const create = /^\/v1\/payments\/([\w-]+)\/refund$/.exec(url.pathname);
  const listForPayment = /^\/v1\/payments\/([\w-]+)\/refunds$/.exec(url.pathname);
  const payment = /^\/v1\/payments\/([\w-]+)$/.exec(url.pathname);
  const refund = /^\/v1\/refunds\/([\w-]+)$/.exec(url.pathname);
  const orderPayments = /^\/v1\/orders\/([\w-]+)\/payments$/.exec(url.pathname);
  if (!create && !listForPayment && !payment && !refund && !orderPayments) return false;
  if (!authOk(req)) {
    reply(res, 401, error('Authentication failed'));
    return true;
  }
  const collection = (items) => ({ entity: 'collection', count: items.length, items });

  if (create && req.method === 'POST') {
    const body = await readJson(req);
    const key = req.headers['x-refund-idempotency'];
    if (key !== undefined && !IDEMPOTENCY_KEY.test(String(key))) {
      reply(res, 400, error('The idempotency key is invalid', 'X-Refund-Idempotency'));
      return true;
    }
    // Razorpay: a repeated key returns the first refund; the same key with another body is refused.
    const fingerprint = JSON.stringify([create[1], body.amount, body.speed, body.receipt, body.notes]);
    if (key && refundKeys.has(key)) {
      const first = refundKeys.get(key);
      if (first.fingerprint !== fingerprint) reply(res, 400, error('Idempotency key reused with a different request'));
      else reply(res, 200, refunds.get(first.id));
      return true;
    }
    const paid = payments.get(create[1]);
    if (!paid) {
      reply(res, 400, error('The id provided does not exist', 'payment_id'));
      return true;
    }
    if (paid.status !== 'captured' && paid.status !== 'refunded') {
      reply(res, 400, error('Only captured payments can be refunded', 'payment_id'));
      return true;
    }
    const left = paid.amount - paid.amount_refunded;
    const amount = body.amount === undefined ? left : body.amount;
    if (!Number.isInteger(amount) || amount < 100) {
      reply(res, 400, error('The amount must be at least INR 1.00', 'amount'));
      return true;
    }
    if (amount > left) {
      reply(res, 400, error('The refund amount provided is greater than amount captured', 'amount'));
      return true;
    }
    const failing = takeFailure(state, paid.id);
    const entity = {
      id: rid('rfnd'),
      entity: 'refund',
      amount,
      currency: paid.currency,
      payment_id: paid.id,
      notes: body.notes ?? {},
      receipt: body.receipt ?? null,
      acquirer_data: { arn: null },
      created_at: Math.floor(Date.now() / 1000),
      batch_id: null,
      // A normal refund: the double settles it at once (Razorpay may answer 'pending' first).
      status: failing ? 'pending' : 'processed',
      speed_processed: 'normal',
      speed_requested: body.speed ?? 'normal',
    };
    refunds.set(entity.id, entity);
    if (key) refundKeys.set(key, { id: entity.id, fingerprint });
    if (!failing) {
      paid.amount_refunded += amount;
      paid.refund_status = paid.amount_refunded === paid.amount ? 'full' : 'partial';
      if (paid.amount_refunded === paid.amount) paid.status = 'refunded';
    }
    reply(res, 200, entity);
    settleLater(state, entity, failing);
    return true;
  }
  if (req.method !== 'GET') return false;
  if (listForPayment) {
    reply(res, 200, collection([...refunds.values()].filter((r) => r.payment_id === listForPayment[1])));
  } else if (payment) {
    const p = payments.get(payment[1]);
    reply(res, p ? 200 : 400, p ?? error('The id provided does not exist', 'payment_id'));
  } else if (refund) {
    const r = refunds.get(refund[1]);
    reply(res, r ? 200 : 400, r ?? error('The id provided does not exist', 'refund_id'));
  } else if (orderPayments) {
    reply(res, 200, collection([...payments.values()].filter((p) => p.order_id === orderPayments[1])));
  }
  return true;
}

// --- batches: refund webhooks and a failure switch (ADR 083) ---
/** Payment ids (or '*' for any) whose next refund fails, one failure per entry. */
function takeFailure(state, paymentId) {
  state.failNext ??= [];
  const i = state.failNext.findIndex((p) => p === paymentId || p === '*');
  if (i < 0) return false;
  state.failNext.splice(i, 1);
  return true;
}

/** After the API answer: the refund settles (failed or processed) and its signed webhook is sent. */
function settleLater(state, entity, failing) {
  if (!state.sendRefundWebhook) return;
  setTimeout(() => {
    if (failing) entity.status = 'failed';
    const event = failing ? 'refund.failed' : 'refund.processed';
    entity.last_event = { event, event_id: rid('evt') };
    state
      .sendRefundWebhook(entity, event, entity.last_event.event_id)
      .catch((e) => console.warn('[razorpay-double] refund webhook failed:', e.message));
  }, 200);
}

async function refundTestRoutes(req, res, url, state) {
  if (req.method !== 'POST') return false;
  if (url.pathname === '/__test/refunds/fail-next') {
    const body = await readJson(req);
    state.failNext ??= [];
    state.failNext.push(typeof body.payment_id === 'string' ? body.payment_id : '*');
    reply(res, 200, { armed: state.failNext.length });
    return true;
  }
  const again = /^\/__test\/refunds\/([\w-]+)\/webhook$/.exec(url.pathname);
  if (again) {
    const entity = state.refunds.get(again[1]);
    if (!entity?.last_event || !state.sendRefundWebhook) {
      reply(res, 400, error('No webhook was sent for this refund yet', 'refund_id'));
      return true;
    }
    const body = await readJson(req);
    const result = await state.sendRefundWebhook(
      entity,
      entity.last_event.event,
      body.event_id ?? entity.last_event.event_id,
    );
    reply(res, 200, result);
    return true;
  }
  return false;
}
// --- end batches ---

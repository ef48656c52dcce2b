// A local stand-in for Razorpay's servers (docs/decisions/003-razorpay-test-double.md): the part of
// the Orders API the functions call, a checkout.js stand-in for Standard Checkout, server-side
// payment signatures made with the TEST key secret, and signed webhooks to the functions emulator.
// Listens on 127.0.0.1 only. Started by scripts/lib/services.mjs for `npm test` and `npm start`.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, ports } from '../lib/ports.mjs';
import { razorpayTestCredentials, webhookUrl } from './config.mjs';
import { refundRoutes } from './refunds.mjs';
import { routeRoutes, routeState } from './route.mjs'; // Route: linked accounts, transfers (docs/payouts.md)
import { subscriptionRoutes, subscriptionState } from './subscriptions.mjs'; // autopay (docs/decisions/162-autopay-subscriptions.md)

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-style id: prefix + 14 alphanumerics ('order_Nt3fK9aB1cD2eF'). */
export function razorpayId(prefix) {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALNUM[b % ALNUM.length]).join('')}`;
}

/** HMAC-SHA256 hex, as Razorpay signs checkout results and webhooks. */
export function hmac(message, secret) {
  return createHmac('sha256', secret).update(message).digest('hex');
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...CORS, ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text) return resolve({});
      try {
        resolve(JSON.parse(text));
      } catch (e) {
        reject(e);
      }
    });
    req.on('error', reject);
  });
}

const badRequest = (description) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });

/**
 * Builds, signs and POSTs a Razorpay webhook (payment.captured or order.paid) to the functions
 * emulator; `order` may be null (payment.captured of a payment without an order). Returns { status, body, event_id }.
 */
export async function sendWebhook({ event, order, paymentId, amount, eventId, signature }, creds, url = webhookUrl()) {
  const payment = {
    id: paymentId,
    entity: 'payment',
    amount: amount ?? order?.amount,
    currency: order?.currency ?? 'INR',
    status: 'captured',
    // null for a payment without an order of ours (a payment link, a manual capture)
    order_id: order?.id ?? null,
    method: 'card',
    captured: true,
  };
  const payload =
    event === 'order.paid'
      ? {
          payment: { entity: payment },
          order: { entity: { ...order, amount_paid: order.amount, amount_due: 0, status: 'paid' } },
        }
      : { payment: { entity: payment } };
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_SkillSetuTest01',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  const id = eventId ?? razorpayId('evt');
  const r = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': signature ?? hmac(body, creds.webhookSecret),
      'X-Razorpay-Event-Id': id,
    },
    body,
  });
  return { status: r.status, body: await r.text(), event_id: id };
}

// --- batches ---
/** Signs and POSTs refund.processed / refund.failed for a refund entity (ADR 083); returns { status, body, event_id }. */
export async function sendRefundWebhook(entity, event, eventId, creds, url = webhookUrl()) {
  const refund = { ...entity };
  delete refund.last_event;
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_SkillSetuTest01',
    event,
    contains: ['refund', 'payment'],
    payload: { refund: { entity: { ...refund, status: event === 'refund.failed' ? 'failed' : 'processed' } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  const r = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': hmac(body, creds.webhookSecret),
      'X-Razorpay-Event-Id': eventId,
    },
    body,
  });
  return { status: r.status, body: await r.text(), event_id: eventId };
}
// --- end batches ---

/**
 * Starts the double on 127.0.0.1:<ports().razorpay>. By default it runs in a CHILD process and
 * resolves with a handle { close(), address(), child }: scripts/test-in-emulators.mjs runs the
 * suites with spawnSync, which blocks its own event loop, so an in-process server would never
 * answer. options.inProcess resolves with the http.Server itself. options.port overrides the port;
 * options.autoWebhook (default true) makes a checkout "Pay" also send payment.captured to the
 * functions emulator shortly after, as Razorpay does.
 */
export async function startRazorpayDouble(options = {}) {
  if (options.inProcess) return startServer(options);
  const port = options.port ?? ports().razorpay;
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      RAZORPAY_DOUBLE_PORT: String(port),
      RAZORPAY_DOUBLE_AUTO_WEBHOOK: options.autoWebhook === false ? '0' : '1',
    },
  });
  await new Promise((resolve, reject) => {
    child.once('message', (m) => (m === 'ready' ? resolve() : reject(new Error(String(m)))));
    child.once('exit', (code) => reject(new Error(`Razorpay double exited with code ${code}`)));
  });
  child.channel?.unref();
  return {
    child,
    address: () => ({ address: HOST, port }),
    close(cb) {
      child.kill();
      cb?.();
    },
  };
}

function startServer(options = {}) {
  const creds = razorpayTestCredentials();
  if (!creds.keyId || !creds.keySecret || !creds.webhookSecret) {
    throw new Error('Razorpay double: functions/.env or functions/.secret.local lacks the test credentials');
  }
  const port = options.port ?? ports().razorpay;
  const autoWebhook = options.autoWebhook ?? true;
  const orders = new Map();
  /** Captured payments by id: { entity, id, order_id, amount, amount_refunded, status, refund_status }. */
  const payments = new Map();
  const refunds = new Map();
  /** X-Refund-Idempotency key → { id, fingerprint } (Razorpay returns the first refund for a repeated key). */
  const refundKeys = new Map();
  const route = routeState();
  const subs = subscriptionState();
  const recordPayment = (orderId, amount) => {
    const payment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'captured',
      order_id: orderId ?? null,
      method: 'card',
      captured: true,
      amount_refunded: 0,
      refund_status: null,
      created_at: Math.floor(Date.now() / 1000),
    };
    payments.set(payment.id, payment);
    return payment;
  };
  const checkoutJs = fs.readFileSync(path.join(HERE, 'checkout.js'), 'utf8');
  // --- batches: refund webhooks follow each refund when webhooks are on (ADR 083) ---
  const refundState = {
    authOk: (req) => authOk(req),
    payments,
    refunds,
    refundKeys,
    orders,
    failNext: [],
    sendRefundWebhook: autoWebhook
      ? (entity, event, eventId) => sendRefundWebhook(entity, event, eventId, creds)
      : null,
  };
  // --- end batches ---
  const authOk = (req) => {
    const expected = `Basic ${Buffer.from(`${creds.keyId}:${creds.keySecret}`).toString('base64')}`;
    return req.headers.authorization === expected;
  };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${HOST}:${port}`);
      if (req.method === 'OPTIONS') return send(res, 204, '');
      if (req.method === 'GET' && url.pathname === '/v1/checkout.js') {
        res.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', ...CORS });
        return res.end(checkoutJs);
      }
      if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, { ok: true });

      // Orders API (https://razorpay.com/docs/api/orders/): basic auth with the key id and secret.
      if (url.pathname === '/v1/orders' && req.method === 'POST') {
        if (!authOk(req)) return send(res, 401, badRequest('Authentication failed'));
        const body = await readBody(req);
        if (!Number.isInteger(body.amount) || body.amount < 100) {
          return send(res, 400, badRequest('Order amount less than minimum amount allowed'));
        }
        const order = {
          id: razorpayId('order'),
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency ?? 'INR',
          receipt: body.receipt ?? null,
          status: 'created',
          attempts: 0,
          notes: body.notes ?? {},
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        return send(res, 200, order);
      }
      const orderMatch = /^\/v1\/orders\/([\w-]+)$/.exec(url.pathname);
      if (orderMatch && req.method === 'GET') {
        if (!authOk(req)) return send(res, 401, badRequest('Authentication failed'));
        const order = orders.get(orderMatch[1]);
        return order ? send(res, 200, order) : send(res, 400, badRequest('The id provided does not exist'));
      }

      // The checkout stand-in's "Pay": a payment id and a signature made here with the key secret.
      if (url.pathname === '/v1/__checkout/pay' && req.method === 'POST') {
        const body = await readBody(req);
        const order = orders.get(body.order_id);
        if (!order) return send(res, 400, badRequest('The id provided does not exist'));
        if (body.key && body.key !== creds.keyId) return send(res, 401, badRequest('Invalid key id'));
        // Razorpay can capture more than one payment for an order (two tabs, a retried checkout):
        // each Pay here records another captured payment, which the functions must refund.
        const paymentId = recordPayment(order.id, order.amount).id;
        order.status = 'paid';
        order.amount_paid = order.amount;
        order.amount_due = 0;
        order.attempts += 1;
        const webhook = body.webhook ?? autoWebhook;
        if (webhook) {
          setTimeout(() => {
            sendWebhook({ event: 'payment.captured', order, paymentId }, creds).catch((e) =>
              console.warn('[razorpay-double] webhook failed:', e.message),
            );
          }, 300);
        }
        return send(res, 200, {
          razorpay_payment_id: paymentId,
          razorpay_order_id: order.id,
          razorpay_signature: hmac(`${order.id}|${paymentId}`, creds.keySecret),
        });
      }

      const routed = await refundRoutes(req, res, url, refundState);
      if (routed) return;
      // --- route: Razorpay Route (docs/payouts.md) ---
      if (await routeRoutes(req, res, url, { authOk, payments, creds, autoWebhook, route })) return;
      // --- end route ---
      // --- autopay: Razorpay Subscriptions (docs/decisions/162-autopay-subscriptions.md) ---
      if (await subscriptionRoutes(req, res, url, { authOk, creds, orders, recordPayment, autoWebhook, subs })) return;
      // --- end autopay ---

      // Test hook: POST /__test/payments { order_id?, amount } → a captured payment of any amount
      // (a payment link or manual capture has no order of ours; a tampered amount differs from it).
      if (url.pathname === '/__test/payments' && req.method === 'POST') {
        const body = await readBody(req);
        if (!Number.isInteger(body.amount) || body.amount < 100) return send(res, 400, badRequest('amount'));
        return send(res, 200, recordPayment(body.order_id ?? null, body.amount));
      }

      // Test hook: POST /__test/webhooks { event, order_id, payment_id, event_id?, signature? }.
      if (url.pathname === '/__test/webhooks' && req.method === 'POST') {
        const body = await readBody(req);
        // A copy: the stored order keeps its amount whatever the test sends.
        const stored = body.order_id ? orders.get(body.order_id) : undefined;
        const order = body.order_id ? { currency: 'INR', ...stored, id: body.order_id } : null;
        const known = payments.get(body.payment_id);
        const amount = typeof body.amount === 'number' ? body.amount : (known?.amount ?? stored?.amount);
        if (order) order.amount = amount;
        if (
          !body.payment_id ||
          !['payment.captured', 'order.paid'].includes(body.event) ||
          (!order && body.event === 'order.paid')
        ) {
          return send(res, 400, badRequest('event, order_id and payment_id are required'));
        }
        const result = await sendWebhook(
          {
            event: body.event,
            order,
            amount,
            paymentId: body.payment_id,
            eventId: body.event_id,
            signature: body.signature,
          },
          creds,
        );
        return send(res, 200, result);
      }
      return send(res, 404, badRequest('Not found'));
    } catch (err) {
      return send(res, 500, badRequest(String(err?.message ?? err)));
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

// `node scripts/razorpay-double/server.mjs` runs it on its own (also the child of startRazorpayDouble).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = process.env.RAZORPAY_DOUBLE_PORT ? Number(process.env.RAZORPAY_DOUBLE_PORT) : undefined;
  const autoWebhook = process.env.RAZORPAY_DOUBLE_AUTO_WEBHOOK !== '0';
  try {
    const server = await startServer({ port, autoWebhook });
    console.log(`[razorpay-double] listening on http://${HOST}:${server.address().port}`);
    if (process.send) {
      process.send('ready');
      // The parent went away (closed the IPC channel): stop, so no orphan holds the port.
      process.on('disconnect', () => process.exit(0));
    }
  } catch (err) {
    if (process.send) process.send(`Razorpay double failed to start: ${err.message}`);
    console.error('[razorpay-double] failed to start:', err.message);
    process.exit(1);
  }
}

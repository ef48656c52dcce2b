// The Subscriptions part of the Razorpay double (docs/decisions/162-autopay-subscriptions.md): plans,
// subscriptions (create, fetch, cancel), the checkout stand-in's first payment, and test hooks that
// make a renewal charge (or a failed one) and send the signed subscription webhooks, as Razorpay does.
// Shapes follow Razorpay's plan and subscription entities (https://razorpay.com/docs/api/payments/subscriptions/).
import { createHmac, randomBytes } from 'node:crypto';
import { webhookUrl } from './config.mjs';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const rid = (prefix) => `${prefix}_${Array.from(randomBytes(14), (b) => ALNUM[b % ALNUM.length]).join('')}`;
const hmac = (message, secret) => createHmac('sha256', secret).update(message).digest('hex');
const error = (description) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });
const now = () => Math.floor(Date.now() / 1000);

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

/** The double's subscription state: plans and subscriptions by id, and every webhook sent (for replays). */
export function subscriptionState() {
  return { plans: new Map(), subscriptions: new Map(), sent: new Map() };
}

/** One billing period after `from` (unix seconds): a calendar month, or a year for period 'yearly'. */
function periodEnd(from, period) {
  const d = new Date(from * 1000);
  d.setUTCMonth(d.getUTCMonth() + (period === 'yearly' ? 12 : 1));
  return Math.floor(d.getTime() / 1000);
}

/** Signs and POSTs a subscription.* webhook; records it for /__test/subscriptions/resend. */
async function sendSubscriptionWebhook(state, creds, event, subscription, payment, eventId = rid('evt')) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_SkillSetuTest01',
    event,
    contains: payment ? ['subscription', 'payment'] : ['subscription'],
    payload: { subscription: { entity: { ...subscription } }, ...(payment ? { payment: { entity: payment } } : {}) },
    created_at: now(),
  });
  state.sent.set(eventId, body);
  return postSigned(body, eventId, creds);
}

async function postSigned(body, eventId, creds) {
  const r = await fetch(webhookUrl(), {
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

/**
 * A successful charge of the subscription's plan amount: the invoice's order (paid, as Razorpay makes
 * one per invoice), its captured payment, and the period moved on by one.
 */
function charge(sub, plan, ctx) {
  const amount = plan.item.amount;
  const order = {
    id: rid('order'),
    entity: 'order',
    amount,
    amount_paid: amount,
    amount_due: 0,
    currency: 'INR',
    receipt: null,
    status: 'paid',
    attempts: 1,
    notes: { subscription_id: sub.id },
    created_at: now(),
  };
  ctx.orders.set(order.id, order);
  const payment = ctx.recordPayment(order.id, amount);
  payment.invoice_id = rid('inv');
  payment.subscription_id = sub.id;
  const start = sub.current_end ?? now();
  sub.current_start = start;
  sub.current_end = periodEnd(start, plan.period);
  sub.paid_count += 1;
  sub.remaining_count = sub.total_count - sub.paid_count;
  sub.status = 'active';
  return payment;
}

/**
 * Handles the Subscriptions routes; returns true when it answered. `ctx`: { authOk, creds, orders,
 * recordPayment(orderId, amount), autoWebhook, subs: subscriptionState() }.
 *   POST /v1/plans { period: 'monthly'|'yearly', interval, item: { name, amount, currency } }
 *   POST /v1/subscriptions { plan_id, total_count, customer_notify, notes }   GET /v1/subscriptions/:id
 *   POST /v1/subscriptions/:id/cancel { cancel_at_cycle_end: 0|1 }
 *   POST /v1/__checkout/subscribe { subscription_id, key, webhook? } (the checkout stand-in's Pay: first charge,
 *        signature HMAC(`${payment_id}|${subscription_id}`), then subscription.activated + .charged)
 *   POST /__test/subscriptions/charge { subscription_id, fail?: true } (a renewal charge and its webhook;
 *        a failed one moves active → pending → halted; a subscription cancelled at cycle end is cancelled instead)
 *   POST /__test/subscriptions/resend { event_id } (replays a webhook byte for byte)
 */
export async function subscriptionRoutes(req, res, url, ctx) {
  const { subs, creds } = ctx;
  const path = url.pathname;
  if (path === '/v1/plans' && req.method === 'POST') {
    if (!ctx.authOk(req)) return (reply(res, 401, error('Authentication failed')), true);
    const body = await readJson(req);
    const amount = body.item?.amount;
    if (!['monthly', 'yearly'].includes(body.period) || !Number.isInteger(amount) || amount < 100)
      return (reply(res, 400, error('period and item.amount are required')), true);
    const plan = {
      id: rid('plan'),
      entity: 'plan',
      interval: body.interval ?? 1,
      period: body.period,
      item: { id: rid('item'), name: body.item.name ?? 'Plan', amount, currency: body.item.currency ?? 'INR' },
      notes: body.notes ?? {},
      created_at: now(),
    };
    subs.plans.set(plan.id, plan);
    return (reply(res, 200, plan), true);
  }
  if (path === '/v1/subscriptions' && req.method === 'POST') {
    if (!ctx.authOk(req)) return (reply(res, 401, error('Authentication failed')), true);
    const body = await readJson(req);
    if (!subs.plans.has(body.plan_id)) return (reply(res, 400, error('The id provided does not exist')), true);
    const sub = {
      id: rid('sub'),
      entity: 'subscription',
      plan_id: body.plan_id,
      status: 'created',
      current_start: null,
      current_end: null,
      ended_at: null,
      quantity: 1,
      notes: body.notes ?? {},
      charge_at: null,
      total_count: body.total_count ?? 12,
      paid_count: 0,
      remaining_count: body.total_count ?? 12,
      customer_notify: body.customer_notify ?? 1,
      has_scheduled_changes: false,
      cancel_at_cycle_end: false,
      created_at: now(),
    };
    subs.subscriptions.set(sub.id, sub);
    return (reply(res, 200, sub), true);
  }
  const one = /^\/v1\/subscriptions\/([\w-]+)(\/cancel)?$/.exec(path);
  if (one) {
    if (!ctx.authOk(req)) return (reply(res, 401, error('Authentication failed')), true);
    const sub = subs.subscriptions.get(one[1]);
    if (!sub) return (reply(res, 400, error('The id provided does not exist')), true);
    if (!one[2] && req.method === 'GET') return (reply(res, 200, sub), true);
    if (one[2] && req.method === 'POST') {
      const body = await readJson(req);
      if (['cancelled', 'completed'].includes(sub.status))
        return (reply(res, 400, error('Subscription is not cancellable in cancelled status.')), true);
      if (body.cancel_at_cycle_end === 1 || body.cancel_at_cycle_end === true) {
        sub.cancel_at_cycle_end = true;
        sub.has_scheduled_changes = true;
        return (reply(res, 200, sub), true);
      }
      sub.status = 'cancelled';
      sub.ended_at = now();
      if (ctx.autoWebhook)
        void sendSubscriptionWebhook(subs, creds, 'subscription.cancelled', sub, null).catch(() => {});
      return (reply(res, 200, sub), true);
    }
  }
  if (path === '/v1/__checkout/subscribe' && req.method === 'POST') {
    const body = await readJson(req);
    const sub = subs.subscriptions.get(body.subscription_id);
    if (!sub || sub.status !== 'created') return (reply(res, 400, error('The id provided does not exist')), true);
    if (body.key && body.key !== creds.keyId) return (reply(res, 401, error('Invalid key id')), true);
    const payment = charge(sub, subs.plans.get(sub.plan_id), ctx);
    const answer = {
      razorpay_payment_id: payment.id,
      razorpay_subscription_id: sub.id,
      razorpay_signature: hmac(`${payment.id}|${sub.id}`, creds.keySecret),
    };
    const sendBoth = async () => [
      await sendSubscriptionWebhook(subs, creds, 'subscription.activated', sub, payment),
      await sendSubscriptionWebhook(subs, creds, 'subscription.charged', sub, payment),
    ];
    // webhook: 'sync' (tests) sends both before answering and returns them; else ~300 ms later, as Razorpay.
    if (body.webhook === 'sync') return (reply(res, 200, { ...answer, webhooks: await sendBoth() }), true);
    if (body.webhook ?? ctx.autoWebhook) {
      setTimeout(() => {
        sendBoth().catch((e) => console.warn('[razorpay-double] subscription webhook failed:', e.message));
      }, 300);
    }
    return (reply(res, 200, answer), true);
  }
  if (path === '/__test/subscriptions/charge' && req.method === 'POST') {
    const body = await readJson(req);
    const sub = subs.subscriptions.get(body.subscription_id);
    if (!sub) return (reply(res, 400, error('subscription_id')), true);
    const plan = subs.plans.get(sub.plan_id);
    if (sub.cancel_at_cycle_end) {
      sub.status = 'cancelled';
      sub.ended_at = now();
      return (reply(res, 200, await sendSubscriptionWebhook(subs, creds, 'subscription.cancelled', sub, null)), true);
    }
    if (body.fail) {
      sub.status = sub.status === 'pending' ? 'halted' : 'pending';
      const event = `subscription.${sub.status}`;
      return (reply(res, 200, await sendSubscriptionWebhook(subs, creds, event, sub, null)), true);
    }
    const payment = charge(sub, plan, ctx);
    const sent = await sendSubscriptionWebhook(subs, creds, 'subscription.charged', sub, payment);
    return (reply(res, 200, { ...sent, payment_id: payment.id }), true);
  }
  if (path === '/__test/subscriptions/resend' && req.method === 'POST') {
    const body = await readJson(req);
    const sent = subs.sent.get(body.event_id);
    if (!sent) return (reply(res, 400, error('event_id')), true);
    return (reply(res, 200, await postSigned(sent, body.event_id, creds)), true);
  }
  return false;
}

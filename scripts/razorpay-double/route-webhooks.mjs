// Signed Route webhooks of the Razorpay double (transfer.processed, settlement.processed with a UTR)
// and its Route test hooks (docs/payouts.md).
import { createHmac, randomBytes } from 'node:crypto';
import { webhookUrl } from './config.mjs';
import { error, now, readJson, reply, rid } from './route-http.mjs';

/** Signs (HMAC-SHA256 of the raw body with the webhook secret) and POSTs one Route webhook to the functions emulator. */
export async function sendRouteWebhook({ event, accountId, payload, eventId }, creds, url = webhookUrl()) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: accountId,
    event,
    contains: Object.keys(payload),
    payload,
    created_at: now(),
  });
  const id = eventId ?? rid('evt');
  const r = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': createHmac('sha256', creds.webhookSecret).update(body).digest('hex'),
      'X-Razorpay-Event-Id': id,
    },
    body,
  });
  return { status: r.status, body: await r.text(), event_id: id };
}

export const transferWebhook = (t, eventId) => ({
  event: 'transfer.processed',
  accountId: 'acc_SkillSetuTest01',
  payload: { transfer: { entity: t } },
  eventId,
});
export const settlementWebhook = (s, eventId) => ({
  event: 'settlement.processed',
  accountId: s.account_id,
  payload: { settlement: { entity: s.entity } },
  eventId,
});

/** Test hooks: settle released transfers (as Razorpay's settlement cycle would), and send webhooks again. */
export async function routeTestHooks(req, res, m, ctx) {
  const { creds, route: state } = ctx;
  const body = await readJson(req);
  if (m.settle) {
    const due = [...state.transfers.values()].filter(
      (t) =>
        !t.recipient_settlement_id &&
        (!body.account_id || t.recipient === body.account_id) &&
        (!t.on_hold || (t.on_hold_until && t.on_hold_until <= now())) &&
        t.amount > t.amount_reversed,
    );
    const byAccount = new Map();
    for (const t of due) byAccount.set(t.recipient, [...(byAccount.get(t.recipient) ?? []), t]);
    const sent = [];
    for (const [accountId, list] of byAccount) {
      const entity = {
        id: rid('setl'),
        entity: 'settlement',
        amount: list.reduce((s, t) => s + t.amount - t.amount_reversed, 0),
        status: 'processed',
        fees: 0,
        tax: 0,
        utr: `UTR${randomBytes(6).toString('hex').toUpperCase()}`,
        created_at: now(),
      };
      const s = { account_id: accountId, entity };
      state.settlements.set(entity.id, s);
      for (const t of list) {
        t.recipient_settlement_id = entity.id;
        t.settlement_status = 'settled';
      }
      sent.push({
        settlement: entity,
        transfers: list.map((t) => t.id),
        webhook: await sendRouteWebhook(settlementWebhook(s), creds),
      });
    }
    reply(res, 200, { settled: sent });
    return true;
  }
  const webhook =
    body.event === 'transfer.processed' && state.transfers.has(body.transfer_id)
      ? transferWebhook(state.transfers.get(body.transfer_id), body.event_id)
      : body.event === 'settlement.processed' && state.settlements.has(body.settlement_id)
        ? settlementWebhook(state.settlements.get(body.settlement_id), body.event_id)
        : null;
  if (!webhook) {
    reply(res, 400, error('event with a known transfer_id or settlement_id is required'));
    return true;
  }
  reply(res, 200, await sendRouteWebhook(webhook, creds));
  return true;
}

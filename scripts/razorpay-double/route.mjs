// The Route part of the Razorpay double (docs/decisions/003-razorpay-test-double.md, docs/payouts.md): linked accounts
// (POST /v2/accounts, composite mode with settlement_accounts), transfers from a captured payment
// held with on_hold / on_hold_until, direct transfers, modifying a hold (PATCH /v1/transfers/:id),
// reversals, and signed transfer.processed / settlement.processed webhooks. Shapes follow Razorpay's
// transfer, reversal, linked-account and settlement entities.
import { ACCOUNT_NUMBER, error, IFSC, now, PAN, readJson, reply, rid } from './route-http.mjs';
import { accountBalance, reversalRefusal, takeFromBalance } from './route-balance.mjs';
import { routeTestHooks, sendRouteWebhook, transferWebhook } from './route-webhooks.mjs';

/** The double's Route state: linked accounts, transfers, reversals, settlements (in memory). */
export function routeState() {
  return {
    accounts: new Map(),
    accountKeys: new Map(),
    transfers: new Map(),
    reversals: new Map(),
    settlements: new Map(),
    /** Reversals of settled transfers taken from the account's other money (account id → paise). */
    balanceTaken: new Map(),
  };
}

function newTransfer(state, { source, account, amount, notes, onHold, onHoldUntil }) {
  const t = {
    id: rid('trf'),
    entity: 'transfer',
    status: 'processed',
    source,
    recipient: account,
    amount,
    currency: 'INR',
    amount_reversed: 0,
    fees: 0,
    tax: 0,
    notes: notes ?? {},
    linked_account_notes: [],
    on_hold: Boolean(onHold),
    on_hold_until: onHold && Number.isInteger(onHoldUntil) ? onHoldUntil : null,
    settlement_status: onHold ? 'on_hold' : 'pending',
    recipient_settlement_id: null,
    created_at: now(),
    processed_at: now(),
  };
  state.transfers.set(t.id, t);
  return t;
}

/** Validates one transfer request item; returns an error body or null. */
function invalidTransfer(state, t, left) {
  if (!state.accounts.has(t.account)) return error('The account id provided does not exist', 'account');
  if (!Number.isInteger(t.amount) || t.amount < 100) return error('The amount must be at least INR 1.00', 'amount');
  if (t.amount > left)
    return error('The sum of amount requested for transfer is greater than the captured amount', 'amount');
  if ((t.currency ?? 'INR') !== 'INR') return error('Currency should be INR', 'currency');
  return null;
}

/**
 * Handles the Route routes; returns true when it answered. `ctx`: authOk(req), payments (id → payment),
 * creds, autoWebhook (send transfer.processed after a transfer, as Razorpay does), route (routeState()).
 *   POST  /v2/accounts                 linked account (Idempotency-Key header: a repeat returns the first)
 *   GET   /v2/accounts/:id
 *   POST  /v1/payments/:id/transfers   { transfers: [{ account, amount, currency, notes, on_hold, on_hold_until }] }
 *   GET   /v1/payments/:id/transfers
 *   POST  /v1/transfers                a direct transfer from the platform balance
 *   GET   /v1/transfers?recipient_settlement_id=setl_…
 *   GET   /v1/transfers/:id ; PATCH /v1/transfers/:id { on_hold, on_hold_until }
 *   POST  /v1/transfers/:id/reversals  { amount, notes } ; GET the list. A released or settled transfer
 *                                      is reversed only within the linked account's balance (route-balance.mjs)
 *   GET   /__test/route/balance/:accountId  { account_id, balance } (paise; Razorpay shows it on its Dashboard)
 *   POST  /__test/route/settle         { account_id? } settles released transfers: settlement.processed with a UTR
 *   POST  /__test/route/webhook        { event, transfer_id | settlement_id, event_id? } (re)sends a webhook
 */
export async function routeRoutes(req, res, url, ctx) {
  const { authOk, payments, creds, route: state } = ctx;
  const p = url.pathname;
  const m = {
    accounts: p === '/v2/accounts',
    account: /^\/v2\/accounts\/([\w-]+)$/.exec(p),
    paymentTransfers: /^\/v1\/payments\/([\w-]+)\/transfers$/.exec(p),
    transfers: p === '/v1/transfers',
    transfer: /^\/v1\/transfers\/([\w-]+)$/.exec(p),
    reversals: /^\/v1\/transfers\/([\w-]+)\/reversals$/.exec(p),
    settle: p === '/__test/route/settle',
    webhook: p === '/__test/route/webhook',
    balance: /^\/__test\/route\/balance\/([\w-]+)$/.exec(p),
  };
  if (!Object.values(m).some(Boolean)) return false;
  if (m.balance) {
    reply(res, 200, { account_id: m.balance[1], balance: accountBalance(state, m.balance[1]) });
    return true;
  }
  if (m.settle || m.webhook) return routeTestHooks(req, res, m, ctx);
  if (!authOk(req)) {
    reply(res, 401, error('Authentication failed'));
    return true;
  }
  const collection = (items) => ({ entity: 'collection', count: items.length, items });
  const processed = (t) => {
    if (ctx.autoWebhook) {
      setTimeout(() => {
        sendRouteWebhook(transferWebhook(t), creds).catch((e) =>
          console.warn('[razorpay-double] webhook failed:', e.message),
        );
      }, 300);
    }
  };

  if (m.accounts && req.method === 'POST') {
    const body = await readJson(req);
    const key = req.headers['idempotency-key'];
    if (key && state.accountKeys.has(key)) {
      reply(res, 200, state.accounts.get(state.accountKeys.get(key)));
      return true;
    }
    const bank = body.settlement_accounts?.[0]?.bank_account ?? {};
    const problem =
      body.type !== 'route'
        ? error('type must be route', 'type')
        : typeof body.legal_business_name !== 'string' || body.legal_business_name.trim().length < 4
          ? error('The legal business name must be at least 4 characters', 'legal_business_name')
          : !PAN.test(String(body.legal_info?.pan ?? ''))
            ? error('The pan field is invalid', 'legal_info.pan')
            : !ACCOUNT_NUMBER.test(String(bank.account_number ?? ''))
              ? error('The account number is invalid', 'settlement_accounts.bank_account.account_number')
              : !IFSC.test(String(bank.code ?? ''))
                ? error('The IFSC is invalid', 'settlement_accounts.bank_account.code')
                : null;
    if (problem) {
      reply(res, 400, problem);
      return true;
    }
    const account = {
      id: rid('acc'),
      entity: 'linked_account',
      type: 'route',
      status: 'activated',
      reference_id: body.reference_id ?? null,
      email: body.email ?? null,
      legal_business_name: body.legal_business_name,
      business_type: body.business_type ?? 'individual',
      settlement_accounts: [
        {
          method: 'bank_account',
          bank_account: { account_number: `XXXX${String(bank.account_number).slice(-4)}`, code: bank.code },
        },
      ],
      created_at: now(),
    };
    state.accounts.set(account.id, account);
    if (key) state.accountKeys.set(key, account.id);
    reply(res, 200, account);
    return true;
  }
  if (m.account && req.method === 'GET') {
    const a = state.accounts.get(m.account[1]);
    reply(res, a ? 200 : 400, a ?? error('The id provided does not exist', 'account_id'));
    return true;
  }
  if (m.paymentTransfers) {
    const payment = payments.get(m.paymentTransfers[1]);
    if (!payment) {
      reply(res, 400, error('The id provided does not exist', 'payment_id'));
      return true;
    }
    const existing = [...state.transfers.values()].filter((t) => t.source === payment.id);
    if (req.method === 'GET') {
      reply(res, 200, collection(existing));
      return true;
    }
    const body = await readJson(req);
    const items = Array.isArray(body.transfers) ? body.transfers : [];
    if (payment.status !== 'captured' || payment.amount_refunded > 0) {
      reply(res, 400, error('Transfers are allowed only on captured payments with no refund initiated', 'payment_id'));
      return true;
    }
    let left = payment.amount - existing.reduce((s, t) => s + t.amount, 0);
    for (const t of items) {
      const problem = invalidTransfer(state, t, left);
      if (problem) {
        reply(res, 400, problem);
        return true;
      }
      left -= t.amount;
    }
    const made = items.map((t) =>
      newTransfer(state, {
        source: payment.id,
        account: t.account,
        amount: t.amount,
        notes: t.notes,
        onHold: t.on_hold,
        onHoldUntil: t.on_hold_until,
      }),
    );
    made.forEach(processed);
    reply(res, 200, collection(made));
    return true;
  }
  if (m.transfers && req.method === 'POST') {
    const body = await readJson(req);
    const problem = invalidTransfer(state, body, Number.MAX_SAFE_INTEGER);
    if (problem) {
      reply(res, 400, problem);
      return true;
    }
    const t = newTransfer(state, {
      source: 'acc_SkillSetuTest01',
      account: body.account,
      amount: body.amount,
      notes: body.notes,
      onHold: body.on_hold,
      onHoldUntil: body.on_hold_until,
    });
    processed(t);
    reply(res, 200, t);
    return true;
  }
  if (m.transfers && req.method === 'GET') {
    const setl = url.searchParams.get('recipient_settlement_id');
    reply(
      res,
      200,
      collection([...state.transfers.values()].filter((t) => !setl || t.recipient_settlement_id === setl)),
    );
    return true;
  }
  const transferId = (m.transfer ?? m.reversals)?.[1];
  const t = state.transfers.get(transferId);
  if (!t) {
    reply(res, 400, error('The id provided does not exist', 'transfer_id'));
    return true;
  }
  if (m.transfer && req.method === 'GET') {
    reply(res, 200, t);
    return true;
  }
  if (m.transfer && req.method === 'PATCH') {
    const body = await readJson(req);
    if (t.settlement_status === 'settled') {
      reply(res, 400, error('The transfer is already settled', 'transfer_id'));
      return true;
    }
    const hold = body.on_hold === true || body.on_hold === 1 || body.on_hold === '1';
    t.on_hold = hold;
    t.on_hold_until = hold && Number.isInteger(body.on_hold_until) ? body.on_hold_until : null;
    t.settlement_status = hold ? 'on_hold' : 'pending';
    reply(res, 200, t);
    return true;
  }
  if (m.reversals && req.method === 'GET') {
    reply(res, 200, collection([...state.reversals.values()].filter((r) => r.transfer_id === t.id)));
    return true;
  }
  if (m.reversals && req.method === 'POST') {
    const body = await readJson(req);
    const left = t.amount - t.amount_reversed;
    const amount = body.amount === undefined ? left : body.amount;
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      reply(res, 400, error('The reversal amount is greater than the amount left on the transfer', 'amount'));
      return true;
    }
    const short = reversalRefusal(state, t, amount);
    if (short) {
      reply(res, 400, error(short, 'amount'));
      return true;
    }
    const r = {
      id: rid('rvrsl'),
      entity: 'reversal',
      transfer_id: t.id,
      amount,
      fee: 0,
      tax: 0,
      currency: 'INR',
      notes: body.notes ?? {},
      initiator_id: 'SkillSetuTest01',
      customer_refund_id: null,
      utr: null,
      created_at: now(),
    };
    state.reversals.set(r.id, r);
    takeFromBalance(state, t, amount);
    t.amount_reversed += amount;
    reply(res, 200, r);
    return true;
  }
  reply(res, 405, error('Method not allowed'));
  return true;
}

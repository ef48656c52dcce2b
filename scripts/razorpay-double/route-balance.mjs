// A linked account's balance in the Razorpay double (docs/payouts.md, ADR 135): the money Razorpay
// could still take back from it. Released transfers (no hold, or a hold that has ended) not yet
// settled count, minus what was reversed from them; held transfers are not in the balance (their
// reversal is always allowed); settled money left for the trainer's bank. A reversal of a released
// or settled transfer needs that much balance, as Razorpay's Route does ("Ensure the Linked
// Account has sufficient balance to create a reversal").
import { now } from './route-http.mjs';

/** True when the transfer's money is free in the linked account (its hold lifted or ended). */
export const isReleased = (t) => !t.on_hold || (Number.isInteger(t.on_hold_until) && t.on_hold_until <= now());

/** The balance (paise) of linked account `accountId`: released, unsettled transfers minus their reversals. */
export function accountBalance(state, accountId) {
  let balance = 0;
  for (const t of state.transfers.values()) {
    if (t.recipient !== accountId || t.recipient_settlement_id || !isReleased(t)) continue;
    balance += t.amount - t.amount_reversed;
  }
  return Math.max(0, balance - (state.balanceTaken.get(accountId) ?? 0));
}

/**
 * Whether a reversal of `amount` paise of transfer `t` may go ahead: a held transfer's money is still
 * on hold with Razorpay, always; a released or settled one needs the linked account's balance.
 * Returns Razorpay's error description when refused, else null.
 */
export function reversalRefusal(state, t, amount) {
  if (!isReleased(t) && !t.recipient_settlement_id) return null;
  return amount > accountBalance(state, t.recipient)
    ? 'The linked account does not have sufficient balance for this reversal'
    : null;
}

/**
 * Books a reversal of a settled transfer against the account's other (unsettled) money, so the
 * balance shows it; reversals of unsettled transfers already lower the balance through amount_reversed.
 */
export function takeFromBalance(state, t, amount) {
  if (!t.recipient_settlement_id) return;
  state.balanceTaken.set(t.recipient, (state.balanceTaken.get(t.recipient) ?? 0) + amount);
}

import { MESSAGE_RATE_WINDOW_MS, MESSAGES_PER_MINUTE } from './constants';

/** The sender's `message_rates/{uid}` as the client last saw it (window_start in ms, estimated while pending). */
export interface RateCounter {
  total: number;
  count: number;
  windowStartMs: number;
}

/** What the next message's counter write must be (firestore.rules, messaging; docs/decisions/040-message-rate-limit.md). */
export type NextRate =
  | { kind: 'create'; total: 1 }
  | { kind: 'increment'; total: number }
  | { kind: 'reset'; total: number }
  | { kind: 'limited'; retryInMs: number };

/**
 * The counter write for the next message at `nowMs`: a first message creates the counter; within
 * the window it increments (up to 20); after 60 s it starts a new window; the 21st within the
 * window is 'limited' (the rules would refuse it), with the ms left until the window ends.
 */
export function nextRate(prev: RateCounter | null, nowMs: number): NextRate {
  if (!prev) return { kind: 'create', total: 1 };
  const windowEnds = prev.windowStartMs + MESSAGE_RATE_WINDOW_MS;
  if (nowMs >= windowEnds) return { kind: 'reset', total: prev.total + 1 };
  if (prev.count < MESSAGES_PER_MINUTE) return { kind: 'increment', total: prev.total + 1 };
  return { kind: 'limited', retryInMs: windowEnds - nowMs };
}

/** What the client keeps of its counter: the last one seen, and the highest total the server confirmed. */
export interface KnownRate {
  counter: RateCounter | null;
  confirmedTotal: number;
}

/**
 * The counter to keep when the listener on `message_rates/{uid}` reports `seen` (null: no document;
 * `pending`: the snapshot still holds this device's unsent write). The server's counter only grows
 * and is never deleted (firestore.rules), so a snapshot without it, or below the highest total the
 * server has confirmed, is stale: the Firestore emulator can report a document missing after its
 * creation (docs/decisions/287-contact-state-as-queries.md), and `known` stays. Anything else is
 * taken, a rolled-back local write included (the server's total then is below the local one, never
 * below a confirmed one).
 */
export function keptRateCounter(known: KnownRate, seen: RateCounter | null, pending: boolean): KnownRate {
  if (known.confirmedTotal > 0 && (!seen || seen.total < known.confirmedTotal)) return known;
  const confirmedTotal = seen && !pending ? Math.max(known.confirmedTotal, seen.total) : known.confirmedTotal;
  return { counter: seen, confirmedTotal };
}

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

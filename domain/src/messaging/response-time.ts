import { RESPONSE_WINDOW_MS } from './constants';

/** The spec's fallback response time (docs/product.md#trainer-profiles-and-verification, docs/product.md#messaging-and-contact). */
export const DEFAULT_RESPONSE_TIME = 'Usually within 24hrs';

/** One first reply: when the trainer answered (ms since epoch) and how long the learner waited (ms). */
export interface ResponseSample {
  at: number;
  waitedMs: number;
}

/** Keeps the samples of the last 30 days before `now` (ms), newest last, at most `max`. */
export function recentSamples(samples: ResponseSample[], now: number, max = 200): ResponseSample[] {
  return samples
    .filter((s) => s.at >= now - RESPONSE_WINDOW_MS && s.at <= now)
    .sort((a, b) => a.at - b.at)
    .slice(-max);
}

/** Median of the waits in ms, or null when there are none. */
export function medianWait(samples: ResponseSample[]): number | null {
  if (samples.length === 0) return null;
  const waits = samples.map((s) => s.waitedMs).sort((a, b) => a - b);
  const mid = Math.floor(waits.length / 2);
  return waits.length % 2 ? waits[mid]! : (waits[mid - 1]! + waits[mid]!) / 2;
}

const HOUR = 3600_000;

/**
 * The Connect card's response time from the median wait of first replies (docs/decisions/043-response-time.md):
 * ≤ 1 h 'Usually within an hour'; ≤ 12 h 'Usually within N hours' (N rounded up); ≤ 24 h
 * 'Usually within a day'; longer 'Usually within a few days'; no data → the spec's 'Usually within 24hrs'.
 */
export function responseTimeLabel(medianMs: number | null): string {
  if (medianMs === null) return DEFAULT_RESPONSE_TIME;
  if (medianMs <= HOUR) return 'Usually within an hour';
  if (medianMs <= 12 * HOUR) return `Usually within ${Math.ceil(medianMs / HOUR)} hours`;
  if (medianMs <= 24 * HOUR) return 'Usually within a day';
  return 'Usually within a few days';
}

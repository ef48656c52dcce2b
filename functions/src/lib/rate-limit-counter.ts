import type { RateLimitRecord } from '@skillsetu/domain';

/**
 * One limit: at most `max` calls per `windowMs` for one caller in `bucket` (e.g. 'reset-10m').
 * Fixed by default: windows aligned to multiples of windowMs since the epoch (UTC), so a day window
 * is a UTC day. `sliding: true` counts the calls of the last windowMs before each call instead: a
 * cooldown (max 1) that holds whatever the clock's minute (docs/decisions/268-one-rate-limiter.md).
 */
export interface RateLimit {
  /** Name of the counter, [a-z0-9-]; part of the document id. */
  bucket: string;
  max: number;
  windowMs: number;
  /** Count over the last windowMs (at most `max` call times are kept), not a fixed window. */
  sliding?: boolean;
}

/**
 * A counter's next state (`rate_limits/{bucket}_{sha256(key)}`, server-only; domain rateLimitSchema:
 * a fixed window's start and count, or a sliding counter's call times, all ms since epoch UTC),
 * without the TTL date (the caller builds `expires_at` from `expiresAtMs`).
 */
export type NextCounter = Omit<RateLimitRecord, 'expires_at'> & { expiresAtMs: number };

/**
 * Decides one limit for a call at `now` (ms since epoch) from the stored counter `prev` (or none):
 * the counter after counting the call, or null when the limit is full (nothing is counted). Pure:
 * takeRateLimitSlot runs it inside its transaction for every limit of a call.
 */
export function nextCounter(
  limit: RateLimit,
  prev: Partial<RateLimitRecord> | undefined,
  now: number,
): NextCounter | null {
  if (limit.sliding) {
    const recent = (prev?.times ?? []).filter((t) => typeof t === 'number' && t > now - limit.windowMs);
    if (recent.length >= limit.max) return null;
    return { bucket: limit.bucket, times: [...recent, now].slice(-limit.max), expiresAtMs: now + limit.windowMs };
  }
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  const count = prev?.window_start === windowStart ? (prev.count ?? 0) : 0;
  if (count >= limit.max) return null;
  return {
    bucket: limit.bucket,
    window_start: windowStart,
    count: count + 1,
    expiresAtMs: windowStart + 2 * limit.windowMs,
  };
}

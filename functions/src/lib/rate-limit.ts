import { createHash } from 'node:crypto';
import { rateLimits, type RateLimitRecord } from '@skillsetu/domain';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from './admin';
import { nextCounter, type RateLimit } from './rate-limit-counter';
import { dataOf, typedDoc } from './typed-docs';
import { runTransaction } from './transaction';

export type { RateLimit } from './rate-limit-counter';

/** The message a caller over a limit sees (HttpsError 'resource-exhausted'). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts, try again later.';

/** Document id of one caller's counter: the key is hashed, so no uid or IP address is stored. */
export function rateLimitDocId(bucket: string, key: string): string {
  return `${bucket}_${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * Attempts of the counter's transaction before a call is refused (fail closed). A burst of N
 * concurrent calls of one caller serialises on one document: each round commits one of them, so
 * the SDK's default of 5 refused calls that still had room; 30 lets a burst of 20 be decided by
 * the count alone (docs/decisions/143-rate-limit-bursts.md).
 */
const SLOT_ATTEMPTS = 30;

/**
 * Takes one slot from every limit for `key`, atomically: the read of every counter and the
 * increment happen inside ONE Firestore transaction (retried up to SLOT_ATTEMPTS times on
 * contention), so concurrent calls cannot pass on the same stale count: fixed windows aligned to
 * multiples of windowMs since the epoch (UTC), or sliding ones (RateLimit.sliding). Returns true when every limit had room (each
 * counter +1), false when any is full (nothing is counted). Source:
 * docs/decisions/015-per-caller-rate-limits.md, docs/decisions/143-rate-limit-bursts.md,
 * docs/decisions/268-one-rate-limiter.md. Throws the Firestore error.
 */
export async function takeRateLimitSlot(
  limits: readonly RateLimit[],
  key: string,
  now: number = Date.now(),
): Promise<boolean> {
  const refs = limits.map((l) => typedDoc(db, rateLimits, rateLimitDocId(l.bucket, key)));
  if (await anyLimitFull(limits, refs, now)) return false;
  return runTransaction(
    db,
    async (tx) => {
      const snaps = await tx.getAll(...refs);
      const next: RateLimitRecord[] = [];
      for (const [i, limit] of limits.entries()) {
        const snap = snaps[i];
        const counted = nextCounter(limit, (snap && dataOf(snap)) ?? undefined, now);
        if (!counted) return false;
        const { expiresAtMs, ...doc } = counted;
        next.push({ ...doc, expires_at: new Date(expiresAtMs) });
      }
      next.forEach((doc, i) => tx.set(refs[i]!, doc));
      return true;
    },
    { maxAttempts: SLOT_ATTEMPTS },
  );
}

/**
 * A plain read of the counters (no transaction) that finds one already full at `now`: the call is
 * refused without contending for the counter. A full counter stays full until its window passes
 * (counts and call times only grow), so a read that is stale by the time it returns still refuses
 * rightly; a read that finds room decides nothing, the transaction does
 * (docs/decisions/143-rate-limit-bursts.md).
 */
async function anyLimitFull(
  limits: readonly RateLimit[],
  refs: ReturnType<typeof typedDoc<RateLimitRecord>>[],
  now: number,
): Promise<boolean> {
  const snaps = await Promise.all(refs.map((ref) => ref.get()));
  return limits.some((limit, i) => {
    const snap = snaps[i];
    return nextCounter(limit, (snap && dataOf(snap)) ?? undefined, now) === null;
  });
}

/**
 * The caller's IP address as Google's front end saw it: the LAST X-Forwarded-For entry (the one
 * the front end appends; every earlier entry is whatever the client sent, so it is never trusted),
 * else the socket's address. See docs/decisions/015-per-caller-rate-limits.md.
 */
export function callerIp(raw: {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
  socket?: { remoteAddress?: string };
}): string {
  const header = raw.headers['x-forwarded-for'];
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  const last = joined
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last ?? raw.socket?.remoteAddress ?? raw.ip ?? 'unknown';
}

/** The rate-limit key of a callable's caller: 'uid:<uid>' when signed in, else 'ip:<address>'. */
export function callerKey(request: Pick<CallableRequest, 'auth' | 'rawRequest'>): string {
  const uid = request.auth?.uid;
  return uid ? `uid:${uid}` : `ip:${callerIp(request.rawRequest)}`;
}

/** gRPC ABORTED: the transaction lost to concurrent ones more often than the SDK retries. */
const ABORTED = 10;

/**
 * Counts one call of the caller against `limits`; throws HttpsError 'resource-exhausted'
 * ('Too many attempts, try again later.') when any limit is full, and also when the counter's
 * transaction keeps losing to the same caller's concurrent calls (fails closed: such a burst is
 * itself over any limit). Throws any other Firestore error.
 */
export async function enforceCallerLimits(
  request: Pick<CallableRequest, 'auth' | 'rawRequest'>,
  limits: readonly RateLimit[],
): Promise<void> {
  let allowed: boolean;
  try {
    allowed = await takeRateLimitSlot(limits, callerKey(request));
  } catch (err) {
    if ((err as { code?: unknown }).code !== ABORTED) throw err;
    allowed = false;
  }
  if (!allowed) throw new HttpsError('resource-exhausted', TOO_MANY_ATTEMPTS);
}

// takeRateLimitSlot and callerIp on the Firestore emulator (no mocks): windows, atomicity, hashing.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb, freshIp } from '../mail/accounts-test-env';
import { callerIp, callerKey, rateLimitDocId, takeRateLimitSlot, type RateLimit } from './rate-limit';

const db = adminDb();
const uniqueBucket = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}`;

describe('takeRateLimitSlot', () => {
  it('allows max per fixed window, then refuses until the next window', async () => {
    const limit: RateLimit = { bucket: uniqueBucket('t'), max: 3, windowMs: 60_000 };
    const key = `ip:${freshIp()}`;
    const t0 = Date.parse('2026-03-01T08:00:00Z');
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await takeRateLimitSlot([limit], key, t0 + i * 1000));
    expect(results).toEqual([true, true, true, false, false]);
    expect(await takeRateLimitSlot([limit], key, t0 + 60_000)).toBe(true);
    expect(await takeRateLimitSlot([limit], `ip:${freshIp()}`, t0 + 5000)).toBe(true);
  });

  it('counts nothing when any of several limits is full (a short and a long window)', async () => {
    const short: RateLimit = { bucket: uniqueBucket('s'), max: 2, windowMs: 60_000 };
    const long: RateLimit = { bucket: uniqueBucket('l'), max: 3, windowMs: 3_600_000 };
    const key = `uid:${freshIp()}`;
    const t0 = Date.parse('2026-03-01T08:00:00Z');
    expect(await takeRateLimitSlot([short, long], key, t0)).toBe(true);
    expect(await takeRateLimitSlot([short, long], key, t0 + 1)).toBe(true);
    expect(await takeRateLimitSlot([short, long], key, t0 + 2)).toBe(false);
    expect(await takeRateLimitSlot([short, long], key, t0 + 60_000)).toBe(true);
    expect(await takeRateLimitSlot([short, long], key, t0 + 120_000)).toBe(false);
    const longDoc = (await db.doc(`rate_limits/${rateLimitDocId(long.bucket, key)}`).get()).data();
    expect(longDoc?.count).toBe(3);
  });

  it('lets exactly max of 20 concurrent calls through', async () => {
    const limit: RateLimit = { bucket: uniqueBucket('race'), max: 4, windowMs: 3_600_000 };
    const key = `ip:${freshIp()}`;
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => takeRateLimitSlot([limit], key, now)));
    expect(results.filter(Boolean)).toHaveLength(4);
  });

  it('stores no uid or address: the id is bucket_sha256(key), with a TTL field', async () => {
    const limit: RateLimit = { bucket: uniqueBucket('hash'), max: 1, windowMs: 60_000 };
    const ip = freshIp();
    await takeRateLimitSlot([limit], `ip:${ip}`);
    const id = `${limit.bucket}_${createHash('sha256').update(`ip:${ip}`).digest('hex')}`;
    const data = (await db.doc(`rate_limits/${id}`).get()).data();
    expect(data).toEqual({
      bucket: limit.bucket,
      window_start: expect.any(Number),
      count: 1,
      expires_at: expect.anything(),
    });
    expect(JSON.stringify(data)).not.toContain(ip);
  });
});

describe('callerIp and callerKey', () => {
  it("takes the last X-Forwarded-For entry (the front end's), never a client-supplied earlier one", () => {
    expect(callerIp({ headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' } })).toBe('203.0.113.9');
    expect(callerIp({ headers: { 'x-forwarded-for': '203.0.113.9' } })).toBe('203.0.113.9');
    expect(callerIp({ headers: {}, socket: { remoteAddress: '::1' } })).toBe('::1');
    expect(callerIp({ headers: {} })).toBe('unknown');
  });

  it('uses the uid when signed in, else the IP address', () => {
    const rawRequest = { headers: { 'x-forwarded-for': '203.0.113.9' } } as never;
    expect(callerKey({ auth: { uid: 'u1', token: {} as never, rawToken: '' }, rawRequest })).toBe('uid:u1');
    expect(callerKey({ auth: undefined, rawRequest })).toBe('ip:203.0.113.9');
  });
});

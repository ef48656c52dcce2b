// nextCounter, the pure decision of one limit (takeRateLimitSlot runs it in its transaction).
import { describe, expect, it } from 'vitest';
import { nextCounter, type RateLimit } from './rate-limit-counter';

const MINUTE = 60_000;
const t0 = Date.parse('2026-03-01T08:00:00Z');

describe('nextCounter: fixed windows', () => {
  const limit: RateLimit = { bucket: 'f', max: 1, windowMs: MINUTE };

  it('starts a window at its aligned start and counts up to max', () => {
    expect(nextCounter(limit, undefined, t0 + 5_000)).toEqual({
      bucket: 'f',
      window_start: t0,
      count: 1,
      expiresAtMs: t0 + 2 * MINUTE,
    });
    expect(nextCounter(limit, { window_start: t0, count: 1 }, t0 + 59_999)).toBeNull();
  });

  it('lets a second call pass one second later across the window boundary (why sliding exists)', () => {
    expect(nextCounter(limit, { window_start: t0, count: 1 }, t0 + MINUTE)).toMatchObject({ count: 1 });
  });
});

describe('nextCounter: sliding windows', () => {
  const cooldown: RateLimit = { bucket: 's', max: 1, windowMs: MINUTE, sliding: true };

  it('refuses for windowMs after the last allowed call, whatever the clock minute', () => {
    const first = nextCounter(cooldown, undefined, t0 + 59_500);
    expect(first).toEqual({ bucket: 's', times: [t0 + 59_500], expiresAtMs: t0 + 59_500 + MINUTE });
    expect(nextCounter(cooldown, first!, t0 + 60_500)).toBeNull();
    expect(nextCounter(cooldown, first!, t0 + 59_500 + MINUTE - 1)).toBeNull();
    expect(nextCounter(cooldown, first!, t0 + 59_500 + MINUTE)).toEqual({
      bucket: 's',
      times: [t0 + 59_500 + MINUTE],
      expiresAtMs: t0 + 59_500 + 2 * MINUTE,
    });
  });

  it('allows max calls in any windowMs and keeps only the last max times', () => {
    const three: RateLimit = { bucket: 'm', max: 3, windowMs: MINUTE, sliding: true };
    let doc = nextCounter(three, undefined, t0);
    doc = nextCounter(three, doc!, t0 + 10_000);
    doc = nextCounter(three, doc!, t0 + 20_000);
    expect(doc?.times).toEqual([t0, t0 + 10_000, t0 + 20_000]);
    expect(nextCounter(three, doc!, t0 + 59_999)).toBeNull();
    expect(nextCounter(three, doc!, t0 + MINUTE)?.times).toEqual([t0 + 10_000, t0 + 20_000, t0 + MINUTE]);
  });

  it('counts a stored time later than now (another instance whose clock runs ahead)', () => {
    expect(nextCounter(cooldown, { times: [t0 + 2_000] }, t0)).toBeNull();
  });

  it('reads a fixed-window document of the same bucket as no recent calls, and ignores non-numbers', () => {
    expect(nextCounter(cooldown, { window_start: t0, count: 5 }, t0)).toMatchObject({ times: [t0] });
    const junk = { times: ['x', null] } as unknown as { times: number[] };
    expect(nextCounter(cooldown, junk, t0)).toMatchObject({ times: [t0] });
  });
});

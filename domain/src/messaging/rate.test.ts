import { describe, expect, it } from 'vitest';
import { keptRateCounter, nextRate } from './rate';

describe('nextRate', () => {
  const t0 = Date.UTC(2026, 10, 24, 9);
  it('creates, increments up to 20 a minute, then limits until the window ends', () => {
    expect(nextRate(null, t0)).toEqual({ kind: 'create', total: 1 });
    expect(nextRate({ total: 5, count: 5, windowStartMs: t0 }, t0 + 1000)).toEqual({ kind: 'increment', total: 6 });
    expect(nextRate({ total: 20, count: 20, windowStartMs: t0 }, t0 + 45_000)).toEqual({
      kind: 'limited',
      retryInMs: 15_000,
    });
  });
  it('starts a new window once 60 s have passed', () => {
    expect(nextRate({ total: 20, count: 20, windowStartMs: t0 }, t0 + 60_000)).toEqual({ kind: 'reset', total: 21 });
  });
});

describe('keptRateCounter', () => {
  const c = (total: number) => ({ total, count: total, windowStartMs: 0 });
  const none = { counter: null, confirmedTotal: 0 };

  it('takes what the listener sees, and counts a total the server confirmed', () => {
    expect(keptRateCounter(none, null, false)).toEqual(none);
    expect(keptRateCounter(none, c(1), true)).toEqual({ counter: c(1), confirmedTotal: 0 });
    expect(keptRateCounter({ counter: c(1), confirmedTotal: 0 }, c(1), false)).toEqual({
      counter: c(1),
      confirmedTotal: 1,
    });
    expect(keptRateCounter({ counter: c(1), confirmedTotal: 1 }, c(2), false)).toEqual({
      counter: c(2),
      confirmedTotal: 2,
    });
  });

  it('keeps a confirmed counter when a stale snapshot shows it missing or smaller', () => {
    const known = { counter: c(3), confirmedTotal: 3 };
    expect(keptRateCounter(known, null, false)).toBe(known);
    expect(keptRateCounter(known, c(2), false)).toBe(known);
  });

  it('takes the server back from an unconfirmed local total (a refused write rolled back)', () => {
    expect(keptRateCounter({ counter: c(4), confirmedTotal: 3 }, c(3), false)).toEqual({
      counter: c(3),
      confirmedTotal: 3,
    });
    expect(keptRateCounter({ counter: c(1), confirmedTotal: 0 }, null, false)).toEqual(none);
  });
});

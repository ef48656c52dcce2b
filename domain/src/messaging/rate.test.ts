import { describe, expect, it } from 'vitest';
import { nextRate } from './rate';

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

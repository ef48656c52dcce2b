import { describe, expect, it } from 'vitest';
import { DEFAULT_RESPONSE_TIME, medianWait, recentSamples, responseTimeLabel } from './response-time';

const H = 3600_000;

describe('responseTimeLabel', () => {
  it("falls back to the spec's words without data", () => {
    expect(responseTimeLabel(null)).toBe(DEFAULT_RESPONSE_TIME);
    expect(DEFAULT_RESPONSE_TIME).toBe('Usually within 24hrs');
  });
  it('names an hour, whole hours, a day and a few days', () => {
    expect(responseTimeLabel(20 * 60_000)).toBe('Usually within an hour');
    expect(responseTimeLabel(1.5 * H)).toBe('Usually within 2 hours');
    expect(responseTimeLabel(12 * H)).toBe('Usually within 12 hours');
    expect(responseTimeLabel(20 * H)).toBe('Usually within a day');
    expect(responseTimeLabel(50 * H)).toBe('Usually within a few days');
  });
});

describe('recentSamples and medianWait', () => {
  it('keeps the last 30 days only and takes the median', () => {
    const now = Date.UTC(2026, 10, 24);
    const samples = [
      { at: now - 31 * 24 * H, waitedMs: 100 * H },
      { at: now - 2 * H, waitedMs: 3 * H },
      { at: now - H, waitedMs: 1 * H },
      { at: now - 3 * H, waitedMs: 2 * H },
    ];
    const kept = recentSamples(samples, now);
    expect(kept).toHaveLength(3);
    expect(kept.map((s) => s.waitedMs)).toEqual([2 * H, 3 * H, 1 * H]);
    expect(medianWait(kept)).toBe(2 * H);
    expect(medianWait([])).toBeNull();
    expect(
      medianWait([
        { at: now, waitedMs: H },
        { at: now, waitedMs: 3 * H },
      ]),
    ).toBe(2 * H);
  });
});

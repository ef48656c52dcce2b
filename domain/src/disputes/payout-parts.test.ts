import { describe, expect, it } from 'vitest';
import { partReleaseAt, partReleasePaise, partStateText, splitIntoParts } from './payout-parts';

describe('splitIntoParts', () => {
  it('adds up to the net to the paisa across odd amounts and counts', () => {
    for (const net of [0, 1, 7, 99, 449_910, 449_911, 1_000_003, 89_999_999]) {
      for (const count of [1, 2, 3, 7, 8, 13, 50]) {
        const parts = splitIntoParts(net, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(net);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }
    }
    expect(splitIntoParts(10, 3)).toEqual([4, 3, 3]);
  });
  it('refuses negative or fractional paise and zero parts', () => {
    expect(() => splitIntoParts(-1, 2)).toThrow(RangeError);
    expect(() => splitIntoParts(1.5, 2)).toThrow(RangeError);
    expect(() => splitIntoParts(10, 0)).toThrow(RangeError);
  });
});

describe('partReleasePaise', () => {
  it('releases the planned share, and the last part takes the rest of what is owed', () => {
    const planned = splitIntoParts(100_001, 3); // 33,334 / 33,334 / 33,333
    let released = 0;
    const sends = planned.map((p, i) => {
      const send = partReleasePaise({
        plannedPaise: p,
        keptPercent: 100,
        owedPaise: 100_001,
        releasedPaise: released,
        isLast: i === 2,
      });
      released += send;
      return send;
    });
    expect(sends).toEqual([33_334, 33_334, 33_333]);
  });
  it('keeps the trainer share of a resolved dispute; refunds shrink what the last part takes', () => {
    // Class 1 refunded in full (its net, 33,334, left the owed amount): it releases 0, the rest add up.
    expect(
      partReleasePaise({ plannedPaise: 33_334, keptPercent: 0, owedPaise: 66_667, releasedPaise: 0, isLast: false }),
    ).toBe(0);
    expect(
      partReleasePaise({ plannedPaise: 33_334, keptPercent: 50, owedPaise: 83_334, releasedPaise: 0, isLast: false }),
    ).toBe(16_667);
    expect(
      partReleasePaise({
        plannedPaise: 33_333,
        keptPercent: 100,
        owedPaise: 66_667,
        releasedPaise: 33_334,
        isLast: true,
      }),
    ).toBe(33_333);
    // Never more than is still owed (a cancellation refund shrank the sale).
    expect(
      partReleasePaise({
        plannedPaise: 33_334,
        keptPercent: 100,
        owedPaise: 40_000,
        releasedPaise: 33_334,
        isLast: false,
      }),
    ).toBe(6_666);
    expect(
      partReleasePaise({ plannedPaise: 1, keptPercent: 100, owedPaise: 10, releasedPaise: 20, isLast: true }),
    ).toBe(0);
  });
});

describe('partReleaseAt and partStateText', () => {
  it('waits 72 h after the later of the class end and the marking', () => {
    const end = new Date('2026-12-01T12:00:00Z');
    expect(partReleaseAt(end, new Date('2026-12-01T11:00:00Z')).toISOString()).toBe('2026-12-04T12:00:00.000Z');
    expect(partReleaseAt(end, new Date('2026-12-02T00:00:00Z')).toISOString()).toBe('2026-12-05T00:00:00.000Z');
  });
  it('says where each part is', () => {
    const base = { n: 3, of: 8, released_at: null, kept_percent: 100 };
    expect(partStateText({ ...base, status: 'waiting' })).toBe('Class 3 of 8 · waiting for the class');
    expect(partStateText({ ...base, status: 'disputed' })).toBe('Class 3 of 8 · on hold: disputed');
    expect(partStateText({ ...base, status: 'released', released_at: new Date('2026-12-02T06:00:00Z') })).toBe(
      'Class 3 of 8 · released 2 Dec 2026',
    );
  });
});

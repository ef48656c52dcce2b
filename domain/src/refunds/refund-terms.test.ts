import { describe, expect, it } from 'vitest';
import { refundQuote } from './refund-quote';
import { istShortDateTime, refundTerms } from './refund-terms';

const start = new Date('2026-12-04T04:30:00Z'); // 4 Dec, 10:00 am IST
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000);

describe('refundTerms (shown before paying)', () => {
  it('a batch 72 h away: every tier with when it ends (IST)', () => {
    expect(refundTerms(start, hoursBefore(72))).toEqual({
      current: 'full',
      lines: [
        'Full refund until 2 Dec, 10:00 am',
        '50% refund until 3 Dec, 10:00 am',
        'No refund from 3 Dec, 10:00 am',
      ],
    });
  });
  it('a batch 36 h away is already in the 50% tier', () => {
    expect(refundTerms(start, hoursBefore(36))).toEqual({
      current: 'half',
      lines: ['50% refund until 3 Dec, 10:00 am', 'No refund from 3 Dec, 10:00 am'],
    });
  });
  it('agrees with refundQuote at and around every boundary', () => {
    const tierPercent = { full: 100, half: 50, none: 0 } as const;
    for (const h of [100, 48.01, 48, 47.99, 24.01, 24, 23.99, 1, -5]) {
      const now = hoursBefore(h);
      const quote = refundQuote({ amountPaise: 100_000, startsAt: start, cancelledAt: now, cancelledBy: 'learner' });
      expect(tierPercent[refundTerms(start, now).current], `${h} h`).toBe(quote.percent);
    }
  });
  it('a self-paced course: full refund for 7 days from now', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(refundTerms(null, now).lines[0]).toBe('Full refund until 2 Dec, 5:30 pm');
    expect(istShortDateTime(new Date('2026-12-31T18:30:00Z'))).toBe('1 Jan, 12:00 am');
  });
});

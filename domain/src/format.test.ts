import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  formatBadgeCount,
  formatEarnings,
  formatRating,
  formatRupees,
  initials,
  paiseToRupees,
  rupeesToPaise,
} from './format';
import { relativeTime } from './relative-time';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(2999)).toBe('₹2,999');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(99.5)).toBe('₹99.5');
    expect(formatRupees(1234.567)).toBe('₹1,234.57');
  });

  it('writes exactly what Intl en-IN writes (maximumFractionDigits 2)', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    const samples = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      9999,
      10000,
      99999,
      100000,
      999999,
      1000000,
      12345678,
      123456789,
      9876543210,
      123456789012345,
      0.5,
      0.05,
      0.005,
      0.004,
      1.005,
      2.675,
      19.999,
      99.995,
      1000.1,
      4999.99,
      1e-7,
      0.0000051,
      -1,
      -0,
      -0.5,
      -0.004,
      -1234.5,
      -123456.789,
      1e21,
      1.5e22,
      NaN,
      Infinity,
      -Infinity,
    ];
    // and a spread of pseudo-random amounts (fixed seed), from paise to crores
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) samples.push(Math.round(next() * 10 ** (1 + (i % 10))) / 10 ** (i % 5));
    for (const amount of samples) expect(formatRupees(amount), String(amount)).toBe(`₹${intl.format(amount)}`);
  });
});

describe('paise', () => {
  it('converts both ways', () => {
    expect(rupeesToPaise(1000)).toBe(100000);
    expect(rupeesToPaise(99.999)).toBe(10000);
    expect(paiseToRupees(960000)).toBe(9600);
  });
});

describe('formatEarnings (docs/product.md#trainer-dashboard)', () => {
  it('uses one-decimal thousands above 1000', () => {
    expect(formatEarnings(12500)).toBe('₹12.5k');
    expect(formatEarnings(1000)).toBe('₹1,000');
    expect(formatEarnings(950)).toBe('₹950');
  });
});

describe('formatRating', () => {
  it("shows '--' at 0 and one decimal otherwise", () => {
    expect(formatRating(0)).toBe('--');
    expect(formatRating(null)).toBe('--');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.25)).toBe('4.3');
  });
});

describe('formatBadgeCount', () => {
  it('caps at 99+', () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(-1)).toBe('0');
  });
});

describe('discountPercent (docs/product.md#constants-and-limits)', () => {
  it('rounds (1 - price/original) x 100', () => {
    expect(discountPercent(4999, 9999)).toBe(50);
    expect(discountPercent(2999, 3999)).toBe(25);
    expect(discountPercent(100, 0)).toBe(0);
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    [30, 'just now'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [3 * 86400, '3 days ago'],
    [65 * 86400, '2 months ago'],
    [800 * 86400, '2 years ago'],
  ])('%d s → %s', (s, text) => expect(relativeTime(new Date(now.getTime() - s * 1000), now)).toBe(text));
});

describe('initials', () => {
  it('takes two initials', () => {
    expect(initials('Priya Sharma')).toBe('PS');
    expect(initials('  arjun  ')).toBe('A');
    expect(initials('')).toBe('?');
  });
});

import { describe, expect, it } from 'vitest';
import {
  csvRupees,
  discountPercent,
  formatBadgeCount,
  formatEarnings,
  formatPaise,
  formatRating,
  formatRupees,
  initials,
  paiseToRupees,
  rupeesToPaise,
} from './format';
import { relativeTime } from './relative-time';

describe('formatRupees / formatPaise: the one rupee format (ADR 190)', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(2999)).toBe('₹2,999');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(9876543210)).toBe('₹9,87,65,43,210');
  });

  it('shows two decimals whenever the paise are non-zero', () => {
    expect(formatRupees(5999.5)).toBe('₹5,999.50');
    expect(formatRupees(99.5)).toBe('₹99.50');
    expect(formatRupees(0.05)).toBe('₹0.05');
    expect(formatRupees(1234.567)).toBe('₹1,234.57');
    expect(formatRupees(1.005)).toBe('₹1.01');
    expect(formatRupees(19.999)).toBe('₹20');
    expect(formatPaise(599950)).toBe('₹5,999.50');
    expect(formatPaise(1_000_000_050)).toBe('₹1,00,00,000.50');
    expect(formatPaise(600000)).toBe('₹6,000');
    expect(formatPaise(7)).toBe('₹0.07');
  });

  it('writes negatives with a minus sign (U+2212) before the ₹, never "₹-" or "−₹0"', () => {
    expect(formatRupees(-4704)).toBe('\u2212₹4,704');
    expect(formatPaise(-470400)).toBe('\u2212₹4,704');
    expect(formatPaise(-599950)).toBe('\u2212₹5,999.50');
    expect(formatRupees(-0.004)).toBe('₹0');
    expect(formatRupees(-0)).toBe('₹0');
    expect(formatPaise(-0.4)).toBe('₹0');
    expect(formatRupees(-4704)).not.toContain('-');
  });

  it('formatRupees(r) equals formatPaise of r in paise for amounts to the paisa', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      const paise = Math.round((next() - 0.3) * 10 ** (1 + (i % 12)));
      expect(formatRupees(paise / 100), String(paise)).toBe(formatPaise(paise));
    }
  });

  it('grouping matches Intl en-IN for whole rupees', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (const n of [1, 999, 1000, 99999, 100000, 12345678, 123456789012345]) {
      expect(formatRupees(n)).toBe(`₹${intl.format(n)}`);
    }
  });

  it('never shows digits for a non-number', () => {
    expect(formatRupees(NaN)).toBe('₹—');
    expect(formatPaise(Infinity)).toBe('₹—');
    expect(formatRupees(1e21)).toBe('₹—');
  });

  it('csvRupees writes plain rupees with two decimals for spreadsheets', () => {
    expect(csvRupees(599950)).toBe('5999.50');
    expect(csvRupees(-470400)).toBe('-4704.00');
    expect(csvRupees(7)).toBe('0.07');
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

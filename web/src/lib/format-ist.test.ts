import { describe, expect, it } from 'vitest';
import { formatIst } from './format-ist';

describe('formatIst', () => {
  it('formats an instant as Indian time for people, whatever the machine zone', () => {
    // 04:30 UTC is 10:00 IST
    expect(formatIst(new Date('2026-12-12T04:30:00Z'))).toMatch(/^Sat, 12 Dec,? 2026, 10:00 am IST$/i);
  });
});

import { describe, expect, it } from 'vitest';
import { dateToIstLocal, istLocalToDate } from './schemas/batch';
import { formatIstDate, istDayEnd, istDayKey, istDayStart, istMonthKey, istMonthStart, istWallClock } from './ist';

describe('IST (UTC+05:30, no daylight saving)', () => {
  it('turns the day at 18:30 UTC', () => {
    expect(istDayKey(new Date('2026-11-25T18:29:59.999Z'))).toBe('2026-11-25');
    expect(istDayKey(new Date('2026-11-25T18:30:00.000Z'))).toBe('2026-11-26');
  });

  it('turns the month and the year on the IST calendar', () => {
    expect(istMonthKey(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(istMonthKey(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(istDayKey(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('gives the UTC bounds of an IST day', () => {
    expect(istDayStart('2026-11-26').toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(istDayEnd('2026-11-26').toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(istDayKey(istDayStart('2026-03-01'))).toBe('2026-03-01');
  });

  it('gives the UTC start of an IST month, and of the months around it', () => {
    const now = new Date('2026-12-31T20:00:00Z'); // 1 Jan 2027, 01:30 IST
    expect(istMonthStart(now).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(istMonthStart(now, -1).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(istMonthStart(now, 1).toISOString()).toBe('2027-01-31T18:30:00.000Z');
  });

  it("agrees with the batch form's own copy of the offset", () => {
    const at = new Date('2026-11-25T18:45:00Z');
    expect(dateToIstLocal(at)).toBe(istWallClock(at).toISOString().slice(0, 16));
    expect(istLocalToDate('2026-11-26T00:15')?.toISOString()).toBe(at.toISOString());
  });

  it('formats the IST date and wall clock', () => {
    expect(formatIstDate(new Date('2026-11-11T18:30:00Z'))).toBe('12 Nov 2026');
    expect(istWallClock(new Date('2026-11-25T12:00:00Z')).getUTCHours()).toBe(17);
    expect(istWallClock(new Date('2026-11-25T12:00:00Z')).getUTCMinutes()).toBe(30);
  });
});

// Session generation from a weekly pattern and explicit dates (IST, month and year boundaries; docs/sessions.md).
import { describe, expect, it } from 'vitest';
import { istLocalToDate } from '../schemas/batch';
import { sessionPlanSchema } from '../schemas/session';
import { istWeekday, planSessions, SESSION_MESSAGES, sessionsFromDates, sessionsFromWeekly } from './session-plan';
import { istStamp } from './session-timing';

const ist = (v: string) => istLocalToDate(v) ?? new Date(NaN);
const stamps = (s: { starts_at: Date }[]) => s.map((x) => istStamp(x.starts_at));
const weekly = (days: number[], time: string, count: number, durationMinutes = 90) =>
  ({ kind: 'weekly', days, time, count, durationMinutes }) as const;

describe('sessionsFromWeekly', () => {
  it('gives Sat and Sun classes at the IST time across a month and year end', () => {
    // Thu 24 Dec 2026, 09:00 IST; Sat = 6, Sun = 0.
    const s = sessionsFromWeekly(weekly([6, 0], '19:30', 5), ist('2026-12-24T09:00'));
    expect(stamps(s)).toEqual([
      '20261226T193000',
      '20261227T193000',
      '20270102T193000',
      '20270103T193000',
      '20270109T193000',
    ]);
    expect(s.map((x) => istWeekday(x.starts_at))).toEqual([6, 0, 6, 0, 6]);
    // 19:30 IST is 14:00 UTC; the end is 90 minutes later.
    expect(s[0]?.starts_at.toISOString()).toBe('2026-12-26T14:00:00.000Z');
    expect(s[0]?.ends_at.toISOString()).toBe('2026-12-26T15:30:00.000Z');
  });

  it('counts an IST early-morning class on its IST day, not the UTC one (month boundary)', () => {
    // Start Mon 30 Nov 2026, 00:10 IST (= Sun 29 Nov 18:40 UTC); a 06:00 IST Monday class that day.
    const s = sessionsFromWeekly(weekly([1], '06:00', 2, 60), ist('2026-11-30T00:10'));
    expect(stamps(s)).toEqual(['20261130T060000', '20261207T060000']);
    expect(s[0]?.starts_at.toISOString()).toBe('2026-11-30T00:30:00.000Z');
  });

  it('skips a first-day class that would begin before the batch start', () => {
    // Batch starts Sat 5 Dec 2026 at 11:00 IST; Saturday classes at 10:00 begin the next week.
    const s = sessionsFromWeekly(weekly([6], '10:00', 2), ist('2026-12-05T11:00'));
    expect(stamps(s)).toEqual(['20261212T100000', '20261219T100000']);
  });

  it('goes through 29 February of a leap year', () => {
    const s = sessionsFromWeekly(weekly([0, 1, 2, 3, 4, 5, 6], '08:00', 3, 30), ist('2028-02-28T07:00'));
    expect(stamps(s)).toEqual(['20280228T080000', '20280229T080000', '20280301T080000']);
  });
});

describe('sessionsFromDates and planSessions', () => {
  const now = ist('2026-12-01T10:00');
  it('sorts explicit IST dates and drops duplicates', () => {
    const s = sessionsFromDates({
      kind: 'dates',
      durationMinutes: 60,
      dates: ['2027-01-02T18:00', '2026-12-31T23:30', '2027-01-02T18:00'],
    });
    expect(s && stamps(s)).toEqual(['20261231T233000', '20270102T180000']);
    // A class that runs past midnight on 31 December ends in the next year.
    expect(s?.[0]?.ends_at.toISOString()).toBe('2026-12-31T19:00:00.000Z');
  });

  it('refuses a date before the batch start or in the past, overlaps and invalid dates', () => {
    const start = ist('2026-12-05T10:00');
    const at = (dates: string[], durationMinutes = 60) =>
      planSessions({ kind: 'dates', dates, durationMinutes }, start, now);
    expect(at(['2026-12-04T10:00'])).toEqual({ problem: SESSION_MESSAGES.beforeBatch });
    expect(
      planSessions({ kind: 'dates', dates: ['2026-12-06T10:00'], durationMinutes: 60 }, ist('2026-11-01T10:00'), now),
    ).toHaveLength(1);
    expect(
      planSessions({ kind: 'dates', dates: ['2026-11-30T10:00'], durationMinutes: 60 }, ist('2026-11-01T10:00'), now),
    ).toEqual({ problem: SESSION_MESSAGES.beforeBatch });
    expect(at(['2026-12-06T10:00', '2026-12-06T10:30'])).toEqual({ problem: SESSION_MESSAGES.overlap });
    expect(at(['2026-12-06T10:00', '2026-12-06T11:00'])).toHaveLength(2);
    expect(at(['2026-02-30T10:00'])).not.toHaveProperty('length');
  });

  it('the request schema bounds days, time, minutes and count', () => {
    expect(sessionPlanSchema.safeParse(weekly([7], '10:00', 3)).success).toBe(false);
    expect(sessionPlanSchema.safeParse(weekly([1], '24:00', 3)).success).toBe(false);
    expect(sessionPlanSchema.safeParse(weekly([1], '10:00', 51)).success).toBe(false);
    expect(sessionPlanSchema.safeParse(weekly([1], '10:00', 3, 10)).success).toBe(false);
    expect(sessionPlanSchema.safeParse(weekly([1, 3], '10:00', 12)).success).toBe(true);
  });
});

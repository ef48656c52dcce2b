import { describe, expect, it } from 'vitest';
import { istDayEnd, istDayKey, istMonthKey } from './ist';
import {
  accountOldEnoughForViews,
  VIEW_MIN_ACCOUNT_AGE_MS,
  conversionPercent,
  formatConversion,
  hasAnalyticsDashboard,
  lastIstDays,
  lastIstMonths,
  recordViewInputSchema,
  trainerAnalyticsDaySchema,
} from './analytics';

describe('recordViewInputSchema', () => {
  it('accepts the three kinds with a document id', () => {
    for (const kind of ['profile', 'course', 'enroll_click'] as const)
      expect(recordViewInputSchema.parse({ kind, id: 'abc123' })).toEqual({ kind, id: 'abc123' });
  });

  it('rejects other kinds, extra keys, paths, empty and oversized ids, wrong types', () => {
    for (const bad of [
      { kind: 'like', id: 'a' },
      { kind: 'profile', id: 'a', count: 5 },
      { kind: 'profile', id: 'a/b' },
      { kind: 'profile', id: '' },
      { kind: 'profile', id: '..' },
      { kind: 'profile', id: '__x__' },
      { kind: 'profile', id: 'x'.repeat(129) },
      { kind: 'profile', id: 7 },
      { kind: 'profile' },
      null,
    ])
      expect(recordViewInputSchema.safeParse(bad).success).toBe(false);
  });
});

describe('IST day and month keys', () => {
  it('a UTC instant before 18:30 is the same IST day; from 18:30 UTC it is the next', () => {
    expect(istDayKey(new Date('2026-11-24T18:29:59.999Z'))).toBe('2026-11-24');
    expect(istDayKey(new Date('2026-11-24T18:30:00.000Z'))).toBe('2026-11-25');
  });

  it('the month turns at IST midnight, and the year too', () => {
    expect(istMonthKey(new Date('2026-11-30T18:29:00Z'))).toBe('2026-11');
    expect(istMonthKey(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(istDayKey(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('istDayEnd is the next IST midnight in UTC', () => {
    expect(istDayEnd('2026-11-24').toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });

  it('lastIstMonths: n months oldest first with [start, end) across a year boundary', () => {
    const months = lastIstMonths(new Date('2027-02-10T00:00:00Z'), 4);
    expect(months.map((m) => m.month)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(months[0]!.start.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(months[0]!.end.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(months[3]!.end.toISOString()).toBe('2027-02-28T18:30:00.000Z');
  });

  it('lastIstDays: n day keys ending today (IST)', () => {
    expect(lastIstDays(new Date('2026-03-01T20:00:00Z'), 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('conversion and plan gate', () => {
  it('enrolments per course page view, one decimal; none without views', () => {
    expect(conversionPercent(1, 24)).toBe(4.2);
    expect(conversionPercent(0, 10)).toBe(0);
    expect(conversionPercent(3, 0)).toBeNull();
    expect(formatConversion(4.2)).toBe('4.2%');
    expect(formatConversion(null)).toBe('—');
  });

  it('only an active Professional plan has the dashboard', () => {
    expect(hasAnalyticsDashboard('professional', 'active')).toBe(true);
    expect(hasAnalyticsDashboard('professional', 'expired')).toBe(false);
    expect(hasAnalyticsDashboard('starter', 'active')).toBe(false);
    expect(hasAnalyticsDashboard(null, null)).toBe(false);
  });

  it('day documents read missing or malformed counters as 0', () => {
    expect(trainerAnalyticsDaySchema.parse({ day: '2026-11-24', profile_views: 3, course_views: -1 })).toEqual({
      day: '2026-11-24',
      profile_views: 3,
      course_views: 0,
      enroll_clicks: 0,
    });
  });
});

describe('accountOldEnoughForViews', () => {
  it('counts accounts of 10 minutes or more, never younger or unknown ones', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(accountOldEnoughForViews(now - VIEW_MIN_ACCOUNT_AGE_MS, now)).toBe(true);
    expect(accountOldEnoughForViews(now - 3_600_000, now)).toBe(true);
    expect(accountOldEnoughForViews(now - VIEW_MIN_ACCOUNT_AGE_MS + 1, now)).toBe(false);
    expect(accountOldEnoughForViews(now, now)).toBe(false);
    expect(accountOldEnoughForViews(null, now)).toBe(false);
    expect(accountOldEnoughForViews(Number.NaN, now)).toBe(false);
  });
});

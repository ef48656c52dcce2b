import { describe, expect, it } from 'vitest';
import { dayLabel, monthLabel, summariseAnalytics } from './analytics-rows';

describe('summariseAnalytics', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('fills every month and day with zeros, joins counters and enrolments, sums totals and conversion', () => {
    const s = summariseAnalytics({
      now,
      monthCount: 3,
      dayCount: 2,
      counterMonths: [
        { month: '2026-11', profile_views: 40, course_views: 20, enroll_clicks: 5 },
        { month: '2026-09', profile_views: 10, course_views: 5, enroll_clicks: 1 },
      ],
      counterDays: [{ day: '2026-11-24', profile_views: 3, course_views: 2, enroll_clicks: 1 }],
      enrolmentMonths: [
        { month: '2026-11', enrolments: 2, netRupees: 8818 },
        { month: '2026-10', enrolments: 1, netRupees: 4409 },
      ],
    });
    expect(s.months.map((m) => [m.label, m.profileViews, m.enrolments, m.conversion])).toEqual([
      ['Sep 2026', 10, 0, 0],
      ['Oct 2026', 0, 1, null],
      ['Nov 2026', 40, 2, 10],
    ]);
    expect(s.days.map((d) => [d.label, d.profileViews])).toEqual([
      ['23 Nov', 0],
      ['24 Nov', 3],
    ]);
    expect(s.totals).toEqual({
      profileViews: 50,
      courseViews: 25,
      enrollClicks: 6,
      enrolments: 3,
      netRupees: 13227,
      conversion: 12,
    });
    expect(s.empty).toBe(false);
  });

  it('is empty when nothing was counted', () => {
    const s = summariseAnalytics({
      now,
      monthCount: 12,
      dayCount: 30,
      counterMonths: [],
      counterDays: [],
      enrolmentMonths: [],
    });
    expect(s.empty).toBe(true);
    expect(s.months).toHaveLength(12);
    expect(s.days).toHaveLength(30);
    expect(s.totals.conversion).toBeNull();
  });

  it('labels months and days without Intl', () => {
    expect(monthLabel('2027-01')).toBe('Jan 2027');
    expect(dayLabel('2026-11-05')).toBe('5 Nov');
  });
});

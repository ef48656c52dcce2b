import {
  conversionPercent,
  lastIstDays,
  lastIstMonths,
  type TrainerAnalyticsDay,
  type TrainerAnalyticsMonth,
} from '@skillsetu/domain';
import type { EnrolmentMonth } from './api/use-enrolment-months';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' → 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? m} ${y}`;
}

/** 'YYYY-MM-DD' → '24 Nov'. */
export function dayLabel(day: string): string {
  const [, m, d] = day.split('-');
  return `${Number(d)} ${MONTH_NAMES[Number(m) - 1] ?? m}`;
}

/** One IST month of the Analytics tab: views and clicks (counters), active enrolments and their net (rupees). */
export interface AnalyticsMonthRow {
  month: string;
  label: string;
  profileViews: number;
  courseViews: number;
  enrollClicks: number;
  enrolments: number;
  netRupees: number;
  /** enrolments / course page views in percent, null without views. */
  conversion: number | null;
}

/** One IST day of the daily chart. */
export interface AnalyticsDayRow {
  day: string;
  label: string;
  profileViews: number;
  courseViews: number;
  enrollClicks: number;
}

/** The tab's numbers: totals over the months shown, one row per month (oldest first), one per day. */
export interface AnalyticsSummary {
  totals: Omit<AnalyticsMonthRow, 'month' | 'label'>;
  months: AnalyticsMonthRow[];
  days: AnalyticsDayRow[];
  /** True when nothing at all was counted in the period (the empty state). */
  empty: boolean;
}

/**
 * Joins the counters (only months/days with a count exist) and the enrolment aggregations into a
 * full grid of the last `monthCount` IST months and `dayCount` IST days up to `now`, zeros where
 * nothing happened; totals sum the months.
 */
export function summariseAnalytics(input: {
  now: Date;
  monthCount: number;
  dayCount: number;
  counterMonths: TrainerAnalyticsMonth[];
  counterDays: TrainerAnalyticsDay[];
  enrolmentMonths: EnrolmentMonth[];
}): AnalyticsSummary {
  const byMonth = new Map(input.counterMonths.map((m) => [m.month, m]));
  const enrolByMonth = new Map(input.enrolmentMonths.map((m) => [m.month, m]));
  const months = lastIstMonths(input.now, input.monthCount).map(({ month }): AnalyticsMonthRow => {
    const c = byMonth.get(month);
    const e = enrolByMonth.get(month);
    const courseViews = c?.course_views ?? 0;
    const enrolments = e?.enrolments ?? 0;
    return {
      month,
      label: monthLabel(month),
      profileViews: c?.profile_views ?? 0,
      courseViews,
      enrollClicks: c?.enroll_clicks ?? 0,
      enrolments,
      netRupees: e?.netRupees ?? 0,
      conversion: conversionPercent(enrolments, courseViews),
    };
  });
  const byDay = new Map(input.counterDays.map((d) => [d.day, d]));
  const days = lastIstDays(input.now, input.dayCount).map((day): AnalyticsDayRow => {
    const c = byDay.get(day);
    return {
      day,
      label: dayLabel(day),
      profileViews: c?.profile_views ?? 0,
      courseViews: c?.course_views ?? 0,
      enrollClicks: c?.enroll_clicks ?? 0,
    };
  });
  const sum = (k: 'profileViews' | 'courseViews' | 'enrollClicks' | 'enrolments' | 'netRupees') =>
    months.reduce((acc, m) => acc + m[k], 0);
  const totals = {
    profileViews: sum('profileViews'),
    courseViews: sum('courseViews'),
    enrollClicks: sum('enrollClicks'),
    enrolments: sum('enrolments'),
    netRupees: sum('netRupees'),
    conversion: conversionPercent(sum('enrolments'), sum('courseViews')),
  };
  const empty = totals.profileViews + totals.courseViews + totals.enrollClicks + totals.enrolments === 0;
  return { totals, months, days, empty };
}

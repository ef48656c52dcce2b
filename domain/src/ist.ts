/**
 * India Standard Time, in one place. IST is UTC+05:30 all year (India has one time zone and no
 * daylight saving), so a fixed offset is exact and needs no time-zone database. Instants stay UTC
 * `Date`s everywhere; these helpers give their IST calendar day, month and wall clock
 * (docs/product.md#who-it-is-for: times are shown in IST).
 */

/** UTC+05:30 in milliseconds. */
export const IST_OFFSET_MS = 330 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The IST wall clock of an instant, as a Date to read with the getUTC* methods only. */
export function istWallClock(at: Date): Date {
  return new Date(at.getTime() + IST_OFFSET_MS);
}

/** The IST calendar day of `at` as 'YYYY-MM-DD'. */
export function istDayKey(at: Date): string {
  return istWallClock(at).toISOString().slice(0, 10);
}

/** The IST calendar month of `at` as 'YYYY-MM'. */
export function istMonthKey(at: Date): string {
  return istDayKey(at).slice(0, 7);
}

/** Start (inclusive) of the IST calendar day 'YYYY-MM-DD', as a UTC Date. */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);
}

/** End (exclusive) of the IST calendar day 'YYYY-MM-DD', as a UTC Date. */
export function istDayEnd(day: string): Date {
  return new Date(istDayStart(day).getTime() + DAY_MS);
}

/**
 * Start of an IST calendar month as a UTC Date: the month containing `now`, moved by `monthsAhead`
 * (−1 the month before, 1 the month after; any whole number).
 */
export function istMonthStart(now: Date, monthsAhead = 0): Date {
  const ist = istWallClock(now);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() + monthsAhead, 1) - IST_OFFSET_MS);
}

/** A date as '12 Nov 2026' in IST. */
export function formatIstDate(at: Date): string {
  const ist = istWallClock(at);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()] ?? ''} ${ist.getUTCFullYear()}`;
}

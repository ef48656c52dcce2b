import type { TrainerStudent } from './trainer-student';
import { STUDENTS_TEXT } from './constants';

/** IST is UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
const IST_OFFSET_MS = 330 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as its calendar day in India: '24 Nov 2026' (IST, whatever the device's time zone). */
export function formatIstDate(d: Date): string {
  const ist = new Date(d.getTime() + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** A Date as 'YYYY-MM-DD HH:mm' in IST, sortable in a spreadsheet. */
export function formatIstDateTime(d: Date): string {
  const ist = new Date(d.getTime() + IST_OFFSET_MS);
  return `${ist.getUTCFullYear()}-${pad(ist.getUTCMonth() + 1)}-${pad(ist.getUTCDate())} ${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())}`;
}

/** Paise → whole rupees (rounded to the nearest rupee) for the screen and the CSV. */
export function wholeRupees(paise: number): number {
  return Math.round(paise / 100);
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ tab or CR is
 * prefixed with ' so a spreadsheet never runs a learner-chosen name as a formula (OWASP CSV injection).
 */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Column headings of the students CSV (amounts in whole rupees, dates in IST). */
export const STUDENTS_CSV_HEADER = [
  'Learner',
  'Course',
  'Course ID',
  'Batch starts (IST)',
  'Enrolled (IST)',
  'Amount (INR)',
  'Refunded (INR)',
  'Net after commission and GST (INR)',
  'Status',
] as const;

/** The students rows as CSV text (header first, CRLF line ends per RFC 4180). */
export function studentsCsv(rows: readonly TrainerStudent[]): string {
  const lines = [STUDENTS_CSV_HEADER.map(csvCell).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.learner_name,
        r.course_title,
        r.course_id,
        r.batch_starts_at ? formatIstDateTime(r.batch_starts_at) : '',
        formatIstDateTime(r.created_at),
        wholeRupees(r.amount_paise),
        wholeRupees(r.refunded_paise),
        wholeRupees(r.net_paise),
        STUDENTS_TEXT.status[r.status],
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

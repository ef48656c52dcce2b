import { csvText } from '../csv';
import { csvRupees } from '../format';
import { istWallClock } from '../ist';
import type { TrainerStudent } from './trainer-student';
import { STUDENTS_TEXT } from './constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as 'YYYY-MM-DD HH:mm' in IST, sortable in a spreadsheet. */
export function formatIstDateTime(d: Date): string {
  const ist = istWallClock(d);
  return `${ist.getUTCFullYear()}-${pad(ist.getUTCMonth() + 1)}-${pad(ist.getUTCDate())} ${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())}`;
}

/** Paise → whole rupees (rounded to the nearest rupee) for the screen and the CSV. */
export function wholeRupees(paise: number): number {
  return Math.round(paise / 100);
}

/** Column headings of the students CSV (amounts in rupees with two decimals, dates in IST). */
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
  return csvText([
    STUDENTS_CSV_HEADER,
    ...rows.map((r) => [
      r.learner_name,
      r.course_title,
      r.course_id,
      r.batch_starts_at ? formatIstDateTime(r.batch_starts_at) : '',
      formatIstDateTime(r.created_at),
      csvRupees(r.amount_paise),
      csvRupees(r.refunded_paise),
      csvRupees(r.net_paise),
      STUDENTS_TEXT.status[r.status],
    ]),
  ]);
}

import { z } from 'zod';
import { dateField, text } from './common';

/** Seats of one batch at most, whatever the course's batch size says (rules: `seats <= 100`). */
export const MAX_BATCH_SEATS = 100;
/** Schedule text of a batch ('Sat–Sun, 10 AM–1 PM IST'), characters at most. */
export const MAX_BATCH_SCHEDULE = 300;
/** Future batches listed at most on a public page (rules: `limit <= 50`). */
export const MAX_PUBLIC_BATCHES = 50;

/**
 * Batch status, server-owned and forward only (docs/architecture.md#decision-14, ADR 130): scheduled →
 * running (at starts_at) → completed (at ends_at), or scheduled → cancelled (cancelBatch).
 */
export const batchStatusSchema = z.enum(['scheduled', 'running', 'completed', 'cancelled']);
export type BatchStatus = z.infer<typeof batchStatusSchema>;

/**
 * `batches/{batchId}` (docs/architecture.md#data-model-cloud-firestore): a scheduled run of a course. starts_at/ends_at are
 * instants (Timestamp stored, shown in IST); seats 1..MAX_BATCH_SEATS (the form bounds it by the
 * course's batch size); seats_taken is server-only (the fulfilment transaction counts sold seats).
 */
export const batchSchema = z.object({
  id: z.string().min(1),
  course_id: z.string().min(1).max(128),
  trainer_id: z.string().min(1).max(128),
  starts_at: dateField,
  ends_at: dateField.nullable().optional(),
  seats: z.number().int().min(1).max(MAX_BATCH_SEATS),
  seats_taken: z.number().int().nonnegative().default(0),
  schedule: text(MAX_BATCH_SCHEDULE).default(''),
  status: batchStatusSchema,
  /** Server-only: how many dated classes scheduleSessions planned (0 = none yet; docs/sessions.md). */
  sessions_count: z.number().int().nonnegative().default(0),
});
export type Batch = z.infer<typeof batchSchema>;

/**
 * Seats a batch of a course may offer (1..MAX_BATCH_SEATS), from the course's free-text batch size
 * (docs/product.md#courses-and-batches options: '1-on-1' → 1, '2-5 students' → 5, '30+ students' or none → MAX_BATCH_SEATS).
 */
export function maxSeatsFor(batchSize: string | null | undefined): number {
  const text = (batchSize ?? '').trim();
  if (!text || /\+/.test(text)) return MAX_BATCH_SEATS;
  if (/1\s*-\s*on\s*-\s*1/i.test(text)) return 1;
  const numbers = (text.match(/\d+/g) ?? []).map(Number).filter((n) => n >= 1);
  return numbers.length ? Math.min(MAX_BATCH_SEATS, Math.max(...numbers)) : MAX_BATCH_SEATS;
}

/** Seats still for sale (never negative). */
export function seatsLeft(batch: Pick<Batch, 'seats' | 'seats_taken'>): number {
  return Math.max(0, batch.seats - batch.seats_taken);
}

/** An IST wall-clock 'YYYY-MM-DDTHH:mm' (a datetime-local input in India) → the instant. */
export function istLocalToDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi) - IST_OFFSET_MS;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The instant → IST wall clock 'YYYY-MM-DDTHH:mm' (for a datetime-local input). */
export function dateToIstLocal(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * UTC+05:30, as in domain/src/ist.ts. Not imported from there: the course page loads this module,
 * and one more shared chunk in the entry's preload map costs home 15 B gzip over its JS budget
 * (docs/performance.md). ist.test.ts checks the two agree.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;

/**
 * The trainer's batch form (dashboard): start (IST wall clock, must be in the future), optional end
 * after the start, seats 1..maxSeats (the course's batch size), schedule text ≤ MAX_BATCH_SCHEDULE.
 */
export const batchFormSchema = (maxSeats: number, now: Date = new Date()) =>
  z
    .object({
      starts_at: z.string().refine((v) => {
        const d = istLocalToDate(v);
        return d !== null && d.getTime() > now.getTime();
      }, 'Choose a start date and time in the future (IST).'),
      ends_at: z.string().refine((v) => v === '' || istLocalToDate(v) !== null, 'Choose a valid end date (IST).'),
      seats: z
        .number('Enter the number of seats.')
        .int('Seats must be a whole number.')
        .min(1, 'At least 1 seat.')
        .max(maxSeats, `At most ${maxSeats} seats (the course's batch size).`),
      schedule: z.string().trim().max(MAX_BATCH_SCHEDULE, `At most ${MAX_BATCH_SCHEDULE} characters.`),
    })
    .refine(
      (v) =>
        v.ends_at === '' || (istLocalToDate(v.ends_at)?.getTime() ?? 0) > (istLocalToDate(v.starts_at)?.getTime() ?? 0),
      { path: ['ends_at'], message: 'The end must be after the start.' },
    );
export type BatchForm = z.input<ReturnType<typeof batchFormSchema>>;

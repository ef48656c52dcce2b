import { z } from 'zod';
import { commissionPercentFor, splitAfterRefund } from '../earnings';
import { dateField } from '../schemas/common';

/** What the Students tab shows for an enrolment: still on, cancelled with nothing back, or cancelled with a refund. */
export const studentStatusSchema = z.enum(['active', 'cancelled', 'refunded']);
export type StudentStatus = z.infer<typeof studentStatusSchema>;

/**
 * `trainer_students/{enrollmentId}` (server only, docs/decisions/090-trainer-students-projection.md):
 * one row per enrolment of the trainer's courses, written by the students trigger from the
 * enrolment, the course title and the learner's display name (profiles.full_name, the name shown
 * in messages and reviews; never email or phone). Amounts in paise; dates are Dates after the converter.
 */
export const trainerStudentSchema = z.object({
  enrollment_id: z.string().min(1),
  trainer_id: z.string().min(1),
  learner_id: z.string().min(1),
  learner_name: z.string().max(120),
  course_id: z.string().min(1),
  course_title: z.string().max(200),
  batch_id: z.string().nullable(),
  batch_starts_at: dateField.nullable(),
  amount_paise: z.number().int().nonnegative(),
  refunded_paise: z.number().int().nonnegative(),
  /** The trainer's net after commission, GST and any refund (splitAfterRefund), paise. */
  net_paise: z.number().int().nonnegative(),
  status: studentStatusSchema,
  created_at: dateField,
  /** Classes held in the batch since the purchase and attended (markAttendance, docs/sessions.md). */
  sessions_held: z.number().int().nonnegative().optional(),
  sessions_attended: z.number().int().nonnegative().optional(),
  /** Syllabus lessons covered in those classes, and the course's lessons in all. */
  lessons_covered: z.number().int().nonnegative().optional(),
  lessons_total: z.number().int().nonnegative().optional(),
  /** Server-only: the update time of the enrolment this row projects, so an older run never overwrites it (ADR 090). */
  source_time: dateField.optional(),
});
export type TrainerStudent = z.infer<typeof trainerStudentSchema>;

/**
 * `trainer_student_stats/{trainerUid}` (server only, owner reads): the dashboard's Students and
 * Earnings tiles. students counts every enrolment (as the public card does), net_paise sums each
 * enrolment's net after commission, GST and refunds (paise).
 */
export const trainerStudentStatsSchema = z.object({
  students: z.number().int().nonnegative(),
  active_students: z.number().int().nonnegative(),
  net_paise: z.number().int().nonnegative(),
});
export type TrainerStudentStats = z.infer<typeof trainerStudentStatsSchema>;

/**
 * Status shown for an enrolment: 'cancelled' with refunded_paise > 0 (or a legacy 'refunded' status)
 * reads 'refunded', 'cancelled' with nothing back 'cancelled', anything else (or missing) 'active'.
 */
export function studentStatus(enrolmentStatus: unknown, refundedPaise: number): StudentStatus {
  if (enrolmentStatus === 'refunded') return 'refunded';
  if (enrolmentStatus !== 'cancelled') return 'active';
  return refundedPaise > 0 ? 'refunded' : 'cancelled';
}

/** A non-negative integer paise value from an untyped field, else 0. */
function paiseOf(v: unknown): number {
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0;
}

/**
 * The trainer's net of one enrolment in paise: splitAfterRefund(amount, refunded_paise ?? 0,
 * commission_percent).netPaise (docs/architecture.md#decision-13). An enrolment without commission_percent
 * (sold before the split was recorded) uses Starter's rate; a refund above the amount counts as full.
 */
export function enrolmentNetPaise(e: {
  amount?: unknown;
  refunded_paise?: unknown;
  commission_percent?: unknown;
}): number {
  const amount = paiseOf(e.amount);
  const refunded = Math.min(amount, paiseOf(e.refunded_paise));
  const pct =
    typeof e.commission_percent === 'number' && e.commission_percent >= 0 && e.commission_percent <= 100
      ? e.commission_percent
      : commissionPercentFor(undefined);
  return splitAfterRefund(amount, refunded, pct).netPaise;
}

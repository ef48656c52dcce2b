import { z } from 'zod';
import { dateField } from '../schemas/common';
import { SYLLABUS_LIMITS } from '../schemas/syllabus';
import { MAX_SESSIONS } from '../schemas/session';

/**
 * markAttendance `{ batchId, n, present, lessons }` → `{ held, present }` (ADR 188): after class n
 * began, its trainer marks who was present (learner uids; every other active learner of the batch
 * is absent) and, optionally, the syllabus lessons covered (indices into `courses/{id}.syllabus.lessons`).
 */
export const markAttendanceRequestSchema = z.object({
  batchId: z.string().min(1).max(128),
  n: z.number().int().min(1).max(MAX_SESSIONS),
  present: z.array(z.string().min(1).max(128)).max(200),
  lessons: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(SYLLABUS_LIMITS.lessons - 1),
    )
    .max(SYLLABUS_LIMITS.lessons)
    .default([]),
});
export type MarkAttendanceRequest = z.input<typeof markAttendanceRequestSchema>;
export interface MarkAttendanceResponse {
  /** Active learners marked (present + absent). */
  marked: number;
  present: number;
}

/** Refusals of markAttendance, in plain words. */
export const ATTENDANCE_MESSAGES = {
  notBegun: 'Attendance can be marked once the class has begun.',
  alreadyMarked: 'Attendance for this class is already marked.',
  cancelled: 'This class was cancelled, so it has no attendance.',
  notInBatch: 'Only learners enrolled in this batch can be marked present.',
} as const;

/** A learner's progress in a batch: classes attended of those held, and lessons covered (% of the syllabus). */
export interface AttendanceProgress {
  attendedText: string;
  /** Whole percent rounded down; null when the course has no syllabus. */
  lessonsPercent: number | null;
}

/**
 * Progress as My Learning and Students show it (docs/sessions.md): '2 of 3 classes attended' and the
 * lessons covered in held classes as a whole percent of the course's lessons (rounded down, at most 100).
 */
export function attendanceProgress(p: {
  held: number;
  attended: number;
  lessonsCovered: number;
  lessonsTotal: number;
}): AttendanceProgress {
  const held = Math.max(0, p.held);
  const attended = Math.min(held, Math.max(0, p.attended));
  const percent =
    p.lessonsTotal > 0 ? Math.min(100, Math.floor((100 * Math.max(0, p.lessonsCovered)) / p.lessonsTotal)) : null;
  return {
    attendedText: `${attended} of ${held} ${held === 1 ? 'class' : 'classes'} attended`,
    lessonsPercent: percent,
  };
}

/**
 * `batches/{batchId}/sessions/{n}/attendance/{uid}` (markAttendance only, ADR 188): whether learner
 * `uid` was present at class n; `marked_at` a UTC Date. The learner reads their own; the trainer all.
 */
export const attendanceSchema = z.object({
  batch_id: z.string().min(1),
  course_id: z.string(),
  trainer_id: z.string().min(1),
  learner_id: z.string().min(1),
  n: z.number().int().min(1),
  present: z.boolean(),
  marked_at: dateField,
});
export type Attendance = z.infer<typeof attendanceSchema>;

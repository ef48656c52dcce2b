// The trainer_students projection's pure part: the row an enrolment projects to, its share of the
// trainer's stats, and the stats after a change (docs/decisions/090-trainer-students-projection.md).
// Unit-tested without emulators (student-row.unit.test.ts); project-enrollment.ts runs it in its
// transaction.
import { enrolmentNetPaise, studentStatus, type StudentStatus } from '@skillsetu/domain';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
/** A whole positive number of paise, else 0. */
export const paise = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0);

/** The learner's display name (profiles.full_name, what messages and reviews show), never email or phone. */
export function learnerNameOf(fullName: unknown): string {
  return str(fullName).trim().slice(0, 120) || 'Learner';
}

/** A trainer's counts as trainer_student_stats/{uid} keeps them (paise for money). */
export interface StudentShare {
  students: number;
  active: number;
  net: number;
}

/** A trainer_students row's share of the trainer's stats (an absent row counts nothing). */
export function shareOf(row: DocumentData | undefined): StudentShare {
  if (!row) return { students: 0, active: 0, net: 0 };
  return { students: 1, active: row.status === 'active' ? 1 : 0, net: paise(row.net_paise) };
}

/** The change from row `before` to row `after` (either absent) in the trainer's stats. */
export function shareDelta(before: DocumentData | undefined, after: DocumentData | undefined): StudentShare {
  const [a, b] = [shareOf(before), shareOf(after)];
  return { students: b.students - a.students, active: b.active - a.active, net: b.net - a.net };
}

/**
 * trainer_student_stats/{uid}'s counts after adding `delta` to `current` (its data as read, absent
 * counts as 0; never below zero), or null when the delta changes nothing.
 */
export function statsAfter(
  current: DocumentData | undefined,
  delta: StudentShare,
): { students: number; active_students: number; net_paise: number } | null {
  if (delta.students === 0 && delta.active === 0 && delta.net === 0) return null;
  const now = (f: string) => paise(current?.[f]);
  return {
    students: Math.max(0, now('students') + delta.students),
    active_students: Math.max(0, now('active_students') + delta.active),
    net_paise: Math.max(0, now('net_paise') + delta.net),
  };
}

/** Field-by-field equality of two rows (Timestamps by value). */
export function sameRow(a: DocumentData, b: DocumentData): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x: unknown = a[k];
    const y: unknown = b[k];
    if (x instanceof Timestamp || y instanceof Timestamp) {
      if (!(x instanceof Timestamp && y instanceof Timestamp && x.isEqual(y))) return false;
    } else if (x !== y) return false;
  }
  return true;
}

/** What studentRow reads besides the enrolment: documents it names, as read. */
export interface StudentRowSources {
  enrollmentId: string;
  trainerId: string;
  /** profiles/{learner}.full_name */
  learnerFullName: unknown;
  /** courses/{id}.title now, and the title the row had (kept when the course has none). */
  courseTitle: unknown;
  previousTitle: unknown;
  /** The enrolment's update time: an older projection never overwrites a newer one. */
  sourceTime: Timestamp;
}

/** trainer_students/{enrollmentId} as the projection writes it (amounts in paise); a type, so it is DocumentData. */
export type StudentRow = {
  enrollment_id: string;
  trainer_id: string;
  learner_id: string;
  learner_name: string;
  course_id: string;
  course_title: string;
  batch_id: string | null;
  batch_starts_at: Timestamp | null;
  amount_paise: number;
  refunded_paise: number;
  net_paise: number;
  status: StudentStatus;
  created_at: Timestamp;
  source_time: Timestamp;
};

/**
 * trainer_students/{enrollmentId} for enrolment data `e`: amounts in paise (refund capped at the
 * amount; net after commission, GST and refund: domain enrolmentNetPaise), the status the trainer
 * sees (domain studentStatus), the bought batch start (IST shown by the web), and `source_time`.
 */
export function studentRow(e: DocumentData, s: StudentRowSources): StudentRow {
  const amount = paise(e.amount);
  const refunded = Math.min(amount, paise(e.refunded_paise));
  const batchId = str(e.batch_id) || null;
  const batchStartsAt = e.batch_starts_at instanceof Timestamp ? e.batch_starts_at : null;
  return {
    enrollment_id: s.enrollmentId,
    trainer_id: s.trainerId,
    learner_id: str(e.learner_id),
    learner_name: learnerNameOf(s.learnerFullName),
    course_id: str(e.course_id),
    course_title: str(s.courseTitle).slice(0, 200) || str(s.previousTitle) || 'Course',
    batch_id: batchId,
    batch_starts_at: batchId ? batchStartsAt : null,
    amount_paise: amount,
    refunded_paise: refunded,
    net_paise: enrolmentNetPaise({ amount, refunded_paise: refunded, commission_percent: e.commission_percent }),
    status: studentStatus(e.status, refunded),
    created_at: e.created_at instanceof Timestamp ? e.created_at : Timestamp.fromMillis(0),
    source_time: s.sourceTime,
  };
}

/** How many lessons a course's stored syllabus lists (0 without one). */
function lessonsTotal(syllabus: unknown): number {
  const lessons = (syllabus as { lessons?: unknown } | undefined)?.lessons;
  return Array.isArray(lessons) ? lessons.length : 0;
}

/**
 * The row's class progress once a class was held (markAttendance, docs/sessions.md): sessions held
 * and attended, lessons covered of the syllabus' total; `{}` before any class was held, so rows of
 * courses without classes stay as they were.
 */
export function classProgress(e: DocumentData, syllabus: unknown): Partial<Record<string, number>> {
  if (paise(e.sessions_held) === 0) return {};
  return {
    sessions_held: paise(e.sessions_held),
    sessions_attended: paise(e.sessions_attended),
    lessons_covered: Array.isArray(e.lessons_covered) ? e.lessons_covered.length : 0,
    lessons_total: lessonsTotal(syllabus),
  };
}

import { dateToIstLocal, istLocalToDate } from '../schemas/batch';
import { IST_OFFSET_MS } from '../ist';
import { MAX_SESSIONS, type SessionPlan } from '../schemas/session';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** One planned session: its instants (UTC Dates; shown in IST). */
export interface PlannedSession {
  starts_at: Date;
  ends_at: Date;
}

/** Why a plan cannot become sessions (the callable shows it as is). */
export type PlanProblem = { problem: string };

/** The IST weekday (0 = Sunday … 6 = Saturday) of an instant. */
export function istWeekday(at: Date): number {
  return new Date(at.getTime() + IST_OFFSET_MS).getUTCDay();
}

/** Midnight IST of the IST calendar day that holds `at`, as an instant. */
function istMidnight(at: Date): number {
  const shifted = at.getTime() + IST_OFFSET_MS;
  return shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS;
}

/**
 * The sessions of a weekly pattern (docs/sessions.md): each IST day from the batch's start day on
 * whose weekday is in `days`, at `time` IST, skipping a first-day class that would begin before the
 * batch's start, until `count` sessions. IST has no daylight saving, so each class is the same
 * wall-clock time across month and year ends. Pure.
 */
export function sessionsFromWeekly(
  plan: Extract<SessionPlan, { kind: 'weekly' }>,
  batchStartsAt: Date,
): PlannedSession[] {
  const [h, m] = plan.time.split(':').map(Number) as [number, number];
  const days = new Set(plan.days);
  const out: PlannedSession[] = [];
  for (let day = istMidnight(batchStartsAt); out.length < Math.min(plan.count, MAX_SESSIONS); day += DAY_MS) {
    const start = new Date(day + (h * 60 + m) * MINUTE_MS);
    if (!days.has(istWeekday(start)) || start.getTime() < batchStartsAt.getTime()) continue;
    out.push({ starts_at: start, ends_at: new Date(start.getTime() + plan.durationMinutes * MINUTE_MS) });
  }
  return out;
}

/** Explicit IST dates ('YYYY-MM-DDTHH:mm') → sessions in time order (duplicates dropped); null if one is invalid. */
export function sessionsFromDates(plan: Extract<SessionPlan, { kind: 'dates' }>): PlannedSession[] | null {
  // A date that does not exist (30 February) rolls over in Date.UTC: refuse it instead.
  const starts = plan.dates.map((v) => {
    const d = istLocalToDate(v);
    return d && dateToIstLocal(d) === v ? d : null;
  });
  if (starts.some((d) => d === null)) return null;
  const unique = [...new Set((starts as Date[]).map((d) => d.getTime()))].sort((a, b) => a - b);
  return unique.map((t) => ({ starts_at: new Date(t), ends_at: new Date(t + plan.durationMinutes * MINUTE_MS) }));
}

/** Messages a trainer reads when a plan or a change is refused (plain words; the callables throw them). */
export const SESSION_MESSAGES = {
  batchNotFound: 'This batch no longer exists.',
  notYourBatch: 'Only the trainer of this batch can plan its classes.',
  batchClosed: 'This batch is cancelled or completed, so its classes cannot change.',
  alreadyPlanned: 'This batch already has its classes. Reschedule or cancel a class instead.',
  beforeBatch: 'Every class must be on or after the batch start and in the future.',
  overlap: 'Two classes overlap. Leave time between them.',
  invalidDate: 'One of the dates is not a valid date and time (IST).',
  sessionNotFound: 'This class no longer exists.',
  notScheduled: 'This class was already held or cancelled, so it cannot change.',
  tooLateToMove: 'A class can be rescheduled only up to 24 hours before it starts.',
  newStartTooSoon: 'Choose a new time at least 24 hours from now, so learners can plan for it.',
  alreadyBegun: 'This class has begun, so it can no longer be changed.',
  notEnrolled: 'You are not enrolled in this course.',
  noSessions: 'This course has no scheduled classes yet.',
} as const;

/**
 * Checks planned sessions against the batch and the clock: each starts at or after the batch's
 * start and after `now`, and none overlaps the next. Returns the problem, or null when they fit.
 */
export function planProblem(sessions: PlannedSession[], batchStartsAt: Date, now: Date): string | null {
  const floor = Math.max(batchStartsAt.getTime(), now.getTime() + 1);
  if (sessions.some((s) => s.starts_at.getTime() < floor)) return SESSION_MESSAGES.beforeBatch;
  for (let i = 1; i < sessions.length; i++) {
    const prev = sessions[i - 1];
    const cur = sessions[i];
    if (prev && cur && cur.starts_at.getTime() < prev.ends_at.getTime()) return SESSION_MESSAGES.overlap;
  }
  return null;
}

/** A plan → sessions, or the problem to show (invalid date, before the batch or now, overlap). Pure. */
export function planSessions(plan: SessionPlan, batchStartsAt: Date, now: Date): PlannedSession[] | PlanProblem {
  const sessions = plan.kind === 'weekly' ? sessionsFromWeekly(plan, batchStartsAt) : sessionsFromDates(plan);
  if (!sessions) return { problem: SESSION_MESSAGES.invalidDate };
  const problem = planProblem(sessions, batchStartsAt, now);
  return problem ? { problem } : sessions;
}

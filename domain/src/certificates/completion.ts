import type { SessionStatus } from '../schemas/session';

/** The share of held classes a learner attends to complete a course, when the trainer set none (ADR 205). */
export const DEFAULT_COMPLETION_THRESHOLD = 75;
/** The lowest and highest threshold a trainer may set on a course (whole percent, ADR 205). */
export const COMPLETION_THRESHOLD_RANGE = { min: 50, max: 100 } as const;

/**
 * `courses/{id}.completion_threshold` read leniently: a whole percent within COMPLETION_THRESHOLD_RANGE,
 * anything else (absent, a string, 30, 75.5) reads as DEFAULT_COMPLETION_THRESHOLD.
 */
export function completionThreshold(value: unknown): number {
  const { min, max } = COMPLETION_THRESHOLD_RANGE;
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : DEFAULT_COMPLETION_THRESHOLD;
}

/**
 * Classes a learner must attend out of `held` for a threshold in whole percent: rounded up, so
 * 75 % of 8 is 6 and 75 % of 7 (5.25) is 6. Integer arithmetic only (no 0.1-style float drift).
 */
export function classesNeeded(held: number, threshold: number): number {
  const h = Math.max(0, Math.floor(held));
  return Math.floor((h * threshold + 99) / 100);
}

/**
 * A batch is delivered when none of its classes is still scheduled and at least one was held
 * (cancelled classes do not count): the moment its last class is marked held (ADR 205).
 */
export function batchDelivered(statuses: readonly SessionStatus[]): boolean {
  return statuses.includes('held') && !statuses.includes('scheduled');
}

/** Whether a learner completed, and the plain words My Learning shows when they did not. */
export interface CompletionDecision {
  complete: boolean;
  needed: number;
  /** 'attended 5 of 8 classes; 6 needed' (empty when complete). */
  shortfall: string;
}

/**
 * The completion rule (ADR 205): of the `held` classes counted on the enrolment (those held since the
 * purchase), the learner attended at least classesNeeded(held, threshold), and at least one class was held.
 */
export function completionDecision(p: { held: number; attended: number; threshold: number }): CompletionDecision {
  const held = Math.max(0, Math.floor(p.held));
  const attended = Math.min(held, Math.max(0, Math.floor(p.attended)));
  const needed = classesNeeded(held, p.threshold);
  const complete = held > 0 && attended >= needed;
  return {
    complete,
    needed,
    shortfall: complete ? '' : `attended ${attended} of ${held} ${held === 1 ? 'class' : 'classes'}; ${needed} needed`,
  };
}

/** Minutes of classes as the certificate shows them: '1 hour', '7.5 hours' (one decimal, rounded half up). */
export function formatHours(minutes: number): string {
  const tenths = Math.round(Math.max(0, minutes) / 6);
  const hours = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return `${hours} ${tenths === 10 ? 'hour' : 'hours'}`;
}

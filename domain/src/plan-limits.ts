import type { PlanId } from './plans';

/**
 * Course limits per trainer (docs/decisions/021-course-limits.md), the one place these numbers live:
 * firestore.rules repeats them (tlCourseCap, tlPlanLimit) and plan-limits.test.ts checks they match.
 * COURSE_CAP: courses a trainer may own in total, drafts included.
 */
export const COURSE_CAP = 50;

/**
 * Published courses each plan allows: Starter 'Publish up to 3 courses', Professional up to the total
 * cap, and its card says so ('Publish up to 50 courses', docs/decisions/161-honest-fees.md).
 * Publishing also needs an active, unexpired plan.
 */
export const PLAN_COURSE_LIMITS: Record<PlanId, number> = {
  starter: 3,
  professional: COURSE_CAP,
};

/** Most documents a public list query (trainer cards, courses) may ask for; firestore.rules enforces it. */
export const MAX_LIST_LIMIT = 50;

/** The plan fields of profiles/{uid} that decide publishing (server-written; dates as Date). */
export interface PlanState {
  subscription_status: string | null;
  subscription_plan: string | null;
  subscription_end_date: Date | null;
}

/** True when the plan is 'active' and its end date is after `now` (what the rules check). */
export function planIsActive(plan: PlanState, now: Date = new Date()): boolean {
  return (
    plan.subscription_status === 'active' &&
    plan.subscription_end_date !== null &&
    plan.subscription_end_date.getTime() > now.getTime()
  );
}

/** Published courses the plan allows now: 0 without an active plan; unknown plans allow 0. */
export function publishLimit(plan: PlanState, now: Date = new Date()): number {
  if (!planIsActive(plan, now)) return 0;
  const id = plan.subscription_plan as PlanId | null;
  return id && id in PLAN_COURSE_LIMITS ? PLAN_COURSE_LIMITS[id] : 0;
}

import {
  COURSE_CAP,
  PLAN_COURSE_LIMITS,
  publishLimit,
  salePlanAt,
  type PlanId,
  type PlanState,
} from '@skillsetu/domain';

/** Where a trainer stands against the course limits (docs/decisions/021-course-limits.md). */
export interface CourseLimits {
  /** Courses owned, drafts included. */
  total: number;
  published: number;
  /** Published courses the plan allows now (0 without an active plan). */
  publishLimit: number;
  /** The plan's name for messages, or null without an active plan. */
  planName: string | null;
  /** The plan whose commission a sale now pays, for the course form's fee preview (docs/decisions/161-honest-fees.md). */
  salePlan: PlanId;
}

/** Counts a trainer's own courses against their plan (`plan` null: no profile yet, no plan). */
export function courseLimits(
  courses: readonly { is_active: boolean }[],
  plan: PlanState | null,
  now: Date = new Date(),
): CourseLimits {
  const limit = plan ? publishLimit(plan, now) : 0;
  const planName =
    limit > 0 && plan?.subscription_plan
      ? plan.subscription_plan.charAt(0).toUpperCase() + plan.subscription_plan.slice(1)
      : null;
  return {
    total: courses.length,
    published: courses.filter((c) => c.is_active).length,
    publishLimit: limit,
    planName,
    salePlan: salePlanAt(plan, now),
  };
}

/** The line under 'My Courses': '2 of 3 published courses' or why publishing is closed. */
export function publishedSummary(l: CourseLimits): string {
  if (l.publishLimit === 0) return 'Drafts only: publishing a course needs an active plan.';
  return `${l.published} of ${l.publishLimit} published courses · ${l.total} of ${COURSE_CAP} courses in total`;
}

/** Why a publish is refused ({title, description} for a toast), or null when it may go ahead. */
export function publishRefusal(l: CourseLimits): { title: string; description: string } | null {
  if (l.publishLimit === 0) {
    return {
      title: 'Plan Needed',
      description: 'Publishing a course needs an active plan. Choose a plan, then publish; your draft is kept.',
    };
  }
  if (l.published >= l.publishLimit) {
    return {
      title: 'Course Limit Reached',
      description:
        l.publishLimit < PLAN_COURSE_LIMITS.professional
          ? `Your ${l.planName ?? ''} plan publishes up to ${l.publishLimit} courses. Unpublish or delete one, or upgrade to Professional.`
          : `You can publish up to ${l.publishLimit} courses. Delete one to publish another.`,
    };
  }
  return null;
}

/** Why adding a course is refused, or null: a trainer owns at most COURSE_CAP courses. */
export function addRefusal(l: CourseLimits): { title: string; description: string } | null {
  return l.total >= COURSE_CAP
    ? {
        title: 'Course Limit Reached',
        description: `You can have up to ${COURSE_CAP} courses, drafts included. Delete one to add another.`,
      }
    : null;
}

import { describe, expect, it } from 'vitest';
import { addRefusal, courseLimits, publishedSummary, publishRefusal } from './course-limits';

const NOW = new Date('2026-11-24T10:00:00Z');
const plan = (over: Record<string, unknown> = {}) => ({
  subscription_status: 'active',
  subscription_plan: 'starter',
  subscription_end_date: new Date('2027-01-01T00:00:00Z'),
  ...over,
});
const courses = (published: number, drafts: number) => [
  ...Array.from({ length: published }, () => ({ is_active: true })),
  ...Array.from({ length: drafts }, () => ({ is_active: false })),
];

describe('course limits on the dashboard', () => {
  it("shows '2 of 3 published courses' on Starter and lets the third be published", () => {
    const l = courseLimits(courses(2, 1), plan(), NOW);
    expect(publishedSummary(l)).toBe('2 of 3 published courses · 3 of 50 courses in total');
    expect(publishRefusal(l)).toBeNull();
  });

  it('refuses the 4th published course on Starter with a clear reason', () => {
    const r = publishRefusal(courseLimits(courses(3, 1), plan(), NOW));
    expect(r?.title).toBe('Course Limit Reached');
    expect(r?.description).toContain('Starter plan publishes up to 3 courses');
  });

  it('without a plan, or with an expired one, says a plan is needed', () => {
    for (const p of [null, plan({ subscription_end_date: new Date('2026-01-01T00:00:00Z') })]) {
      const l = courseLimits(courses(0, 2), p, NOW);
      expect(publishedSummary(l)).toBe('Drafts only: publishing a course needs an active plan.');
      expect(publishRefusal(l)?.title).toBe('Plan Needed');
    }
  });

  it('refuses a 51st course', () => {
    expect(addRefusal(courseLimits(courses(0, 49), null, NOW))).toBeNull();
    expect(addRefusal(courseLimits(courses(3, 47), null, NOW))?.description).toContain('up to 50 courses');
  });
});

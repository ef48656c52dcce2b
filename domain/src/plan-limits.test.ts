/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COURSE_CAP, MAX_LIST_LIMIT, PLAN_COURSE_LIMITS, planIsActive, publishLimit } from './plan-limits';
import { PLANS } from './plans';

const RULES = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'firestore.rules'),
  'utf8',
);
const DAY = 24 * 3600 * 1000;
const NOW = new Date('2026-11-24T10:00:00Z');

describe('PLAN_COURSE_LIMITS', () => {
  it('matches what the plan cards promise', () => {
    expect(PLANS.starter.features).toContain(`Publish up to ${PLAN_COURSE_LIMITS.starter} courses`);
    expect(PLANS.professional.features).toContain(`Publish up to ${COURSE_CAP} courses`);
    expect(JSON.stringify(PLANS)).not.toMatch(/unlimited/i);
    expect(PLAN_COURSE_LIMITS.professional).toBe(COURSE_CAP);
  });

  it('firestore.rules uses the same numbers (course cap, plan limits, list limit)', () => {
    expect(RULES).toContain(`function tlCourseCap() { return ${COURSE_CAP}; }`);
    expect(RULES).toContain(
      `return plan == 'professional' ? ${PLAN_COURSE_LIMITS.professional} : (plan == 'starter' ? ${PLAN_COURSE_LIMITS.starter} : 0);`,
    );
    const listLimits = [...RULES.matchAll(/request\.query\.limit <= (\d+)/g)].map((m) => Number(m[1]));
    expect(listLimits.length).toBeGreaterThanOrEqual(2);
    expect(new Set(listLimits)).toEqual(new Set([MAX_LIST_LIMIT]));
  });
});

describe('planIsActive / publishLimit', () => {
  const plan = (over: Partial<Parameters<typeof publishLimit>[0]> = {}) => ({
    subscription_status: 'active',
    subscription_plan: 'starter',
    subscription_end_date: new Date(NOW.getTime() + DAY),
    ...over,
  });
  it('an active, unexpired plan publishes up to its limit', () => {
    expect(publishLimit(plan(), NOW)).toBe(3);
    expect(publishLimit(plan({ subscription_plan: 'professional' }), NOW)).toBe(50);
  });
  it('no plan, an expired, cancelled or unknown plan publishes nothing', () => {
    expect(planIsActive(plan({ subscription_end_date: new Date(NOW.getTime() - 1) }), NOW)).toBe(false);
    expect(publishLimit(plan({ subscription_end_date: null }), NOW)).toBe(0);
    expect(publishLimit(plan({ subscription_status: 'cancelled' }), NOW)).toBe(0);
    expect(publishLimit(plan({ subscription_status: null, subscription_plan: null }), NOW)).toBe(0);
    expect(publishLimit(plan({ subscription_plan: 'enterprise' }), NOW)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { PLAN_CARD_STATES, PLAN_PAGE_PATH, planCardView, type PlanCardInput } from './plan-card-state';

const NOW = new Date('2026-11-25T10:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const base: PlanCardInput = {
  subscription_plan: null,
  subscription_status: null,
  subscription_end_date: null,
};

describe('planCardView: every plan state has its text and one real action', () => {
  const table: [string, PlanCardInput, string, string, RegExp][] = [
    ['none', base, 'No plan', 'Choose a plan', /no active plan yet.*Starter is free/],
    [
      'none',
      { ...base, subscription_plan: 'starter', subscription_status: 'inactive' },
      'No plan',
      'Choose a plan',
      /no active plan yet/,
    ],
    [
      'active',
      { subscription_plan: 'starter', subscription_status: 'active', subscription_end_date: at(40) },
      'Active',
      'Upgrade to Professional',
      /^Your Starter plan is active until 4 Jan 2027\.$/,
    ],
    [
      'active',
      { subscription_plan: 'professional', subscription_status: 'active', subscription_end_date: at(40) },
      'Active',
      'Manage plan',
      /Professional plan is active until/,
    ],
    [
      'expiring',
      { subscription_plan: 'professional', subscription_status: 'active', subscription_end_date: at(7) },
      'Ending soon',
      'Renew Professional',
      /ends on 2 Dec 2026\. Renew now/,
    ],
    [
      'expired',
      { subscription_plan: 'starter', subscription_status: 'expired', subscription_end_date: at(-2) },
      'Expired',
      'Renew Starter',
      /Starter plan ended on 23 Nov 2026/,
    ],
    [
      'expired',
      { subscription_plan: 'professional', subscription_status: 'active', subscription_end_date: at(-0.01) },
      'Expired',
      'Renew Professional',
      /ended on/,
    ],
    [
      'refunded',
      { subscription_plan: 'starter', subscription_status: 'cancelled', subscription_end_date: NOW },
      'Cancelled',
      'Choose a plan',
      /refunded under the money-back guarantee/,
    ],
    [
      'not-renewing',
      {
        subscription_plan: 'professional',
        subscription_status: 'active',
        subscription_end_date: at(20),
        subscription_cancel_at_period_end: true,
      },
      'Not renewing',
      'Renew Professional',
      /ends on 15 Dec 2026 and will not renew/,
    ],
  ];

  it.each(table)('%s: %j', (state, input, badge, label, text) => {
    const view = planCardView(input, NOW);
    expect(view.state).toBe(state);
    expect(view.badge).toBe(badge);
    expect(view.action).toEqual({ label, to: PLAN_PAGE_PATH });
    expect(view.text).toMatch(text);
  });

  it('covers every state, and no card says "renews or ends"', () => {
    const states = new Set(table.map(([s]) => s));
    expect([...states].sort()).toEqual([...PLAN_CARD_STATES].sort());
    for (const [, input] of table) expect(planCardView(input, NOW).text).not.toMatch(/renews or ends/);
  });

  it('a money-back refund never reads as renewing on today', () => {
    const view = planCardView(
      { subscription_plan: 'starter', subscription_status: 'cancelled', subscription_end_date: NOW },
      NOW,
    );
    expect(view.text).not.toContain('25 Nov 2026');
  });
});

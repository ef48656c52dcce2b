import { describe, expect, it } from 'vitest';
import { PLAN_CARD_STATES, PLAN_PAGE_PATH, planCardView, planOfferAction, type PlanCardInput } from './plan-card-state';

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

describe('planOfferAction: the plan page button per state', () => {
  const view = (input: Partial<PlanCardInput>) => planCardView({ ...base, ...input }, NOW);
  const starterActive = view({
    subscription_plan: 'starter',
    subscription_status: 'active',
    subscription_end_date: at(40),
  });
  const proActive = view({
    subscription_plan: 'professional',
    subscription_status: 'active',
    subscription_end_date: at(40),
  });
  const proExpired = view({
    subscription_plan: 'professional',
    subscription_status: 'expired',
    subscription_end_date: at(-3),
  });
  const none = view({});

  it('no plan: Start Free for a free Starter, Choose for Professional', () => {
    expect(planOfferAction(none, 'starter', 'monthly', true)).toEqual({ label: 'Start Free', disabled: false });
    expect(planOfferAction(none, 'professional', 'monthly', false)).toEqual({
      label: 'Choose Professional',
      disabled: false,
    });
  });

  it('Starter active: free Starter is the current plan, Professional is an upgrade', () => {
    expect(planOfferAction(starterActive, 'starter', 'monthly', true)).toEqual({
      label: 'Your current plan',
      disabled: true,
    });
    expect(planOfferAction(starterActive, 'professional', 'annual', false).label).toBe('Upgrade to Professional');
  });

  it('Professional active: renew monthly, switch to annual, Starter is included', () => {
    expect(planOfferAction(proActive, 'professional', 'monthly', false).label).toBe('Renew Professional');
    expect(planOfferAction(proActive, 'professional', 'annual', false).label).toBe('Switch to annual');
    expect(planOfferAction(proActive, 'starter', 'monthly', true)).toEqual({
      label: 'Included in Professional',
      disabled: true,
    });
  });

  it('expired Professional: Renew Professional, Starter still choosable', () => {
    expect(planOfferAction(proExpired, 'professional', 'monthly', false)).toEqual({
      label: 'Renew Professional',
      disabled: false,
    });
    expect(planOfferAction(proExpired, 'starter', 'monthly', true).label).toBe('Start Free');
  });
});

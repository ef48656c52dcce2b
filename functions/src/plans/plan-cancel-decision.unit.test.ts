// Cancelling a plan without emulators: the answer, the profile's fields and the trainer's notices
// for each of domain planCancellation's decisions (docs/decisions/085-plan-money-back.md, ADR 147). The transaction
// around them (one money-back under racing cancels, Razorpay refunded once, courses unpublished) is
// proved in cancel-plan.test.ts and money-back-limits.test.ts on the emulators.
import { PLAN_CANCEL_MESSAGES, type CurrentSubscription, type PlanCancellation } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  alreadyCancelled,
  dateIst,
  planCancelNotices,
  planCancelResponse,
  profileAfterCancel,
} from './plan-cancel-decision';

const end = new Date('2026-12-20T18:30:00Z'); // 21 Dec 2026 in IST
const pro: CurrentSubscription = { plan: 'professional', status: 'active', start: new Date('2026-11-20'), end };
const stamp = Timestamp.fromDate(new Date('2026-11-25T10:00:00Z'));
const periodEnd: PlanCancellation = { kind: 'period-end', end, moneyBackUsed: false };
const refundNow: PlanCancellation = {
  kind: 'refund',
  refundOrderIds: ['o1'],
  refundPaise: 100_000,
  plan: null,
  end: null,
};
const refundRuns: PlanCancellation = {
  kind: 'refund',
  refundOrderIds: ['o2'],
  refundPaise: 100_000,
  plan: 'professional',
  end,
};

describe('dateIst', () => {
  it('shows the date in India, not UTC', () => {
    expect(dateIst(end)).toBe('21 Dec 2026');
  });
});

describe('planCancelResponse', () => {
  it('a period-end cancel refunds nothing and says when the money-back was used', () => {
    expect(planCancelResponse(pro, periodEnd, false)).toEqual({
      outcome: 'period_end',
      refund_paise: 0,
      plan: 'professional',
      end_date: end.toISOString(),
      done: false,
    });
    expect(planCancelResponse(pro, { ...periodEnd, moneyBackUsed: true }, true)).toMatchObject({
      done: true,
      money_back_used: true,
    });
  });

  it('a refund names the paise, the plan left and the courses it unpublishes', () => {
    expect(planCancelResponse(pro, refundNow, true, ['Course E'])).toEqual({
      outcome: 'refund',
      refund_paise: 100_000,
      plan: null,
      end_date: null,
      done: true,
      unpublish: ['Course E'],
    });
    expect(planCancelResponse(pro, refundRuns, false)).not.toHaveProperty('unpublish');
    expect(planCancelResponse(pro, refundRuns, false).end_date).toBe(end.toISOString());
  });

  it('a repeated cancel answers already cancelled with nothing refunded', () => {
    expect(alreadyCancelled(pro)).toEqual({
      outcome: 'already_cancelled',
      refund_paise: 0,
      plan: 'professional',
      end_date: end.toISOString(),
      done: true,
    });
    expect(alreadyCancelled({ plan: 'gold', status: null, start: null, end: null }).plan).toBeNull();
  });
});

describe('profileAfterCancel', () => {
  it('a period-end cancel only stops the renewal', () => {
    expect(profileAfterCancel(periodEnd, stamp)).toEqual({
      subscription_cancel_at_period_end: true,
      subscription_cancelled_at: stamp,
      updated_at: stamp,
    });
  });

  it('a refund with nothing left ends the plan at once, on Starter', () => {
    expect(profileAfterCancel(refundNow, stamp)).toEqual({
      subscription_plan: 'starter',
      subscription_status: 'cancelled',
      subscription_end_date: stamp,
      subscription_cancel_at_period_end: false,
      subscription_cancelled_at: stamp,
      updated_at: stamp,
    });
  });

  it('a refund of the newest order lets the older one run to its end, not renewing', () => {
    expect(profileAfterCancel(refundRuns, stamp)).toEqual({
      subscription_plan: 'professional',
      subscription_status: 'active',
      subscription_end_date: Timestamp.fromDate(end),
      subscription_cancel_at_period_end: true,
      subscription_cancelled_at: stamp,
      updated_at: stamp,
    });
  });
});

describe('planCancelNotices', () => {
  it('tells the date a plan stops renewing', () => {
    expect(planCancelNotices(pro, periodEnd)).toEqual([
      { title: PLAN_CANCEL_MESSAGES.periodEndTitle, message: 'Your plan ends on 21 Dec 2026 and will not renew.' },
    ]);
  });

  it('tells the refund in rupees, the end of the plan left, and the courses unpublished', () => {
    const [refund, unpublished] = planCancelNotices(pro, refundRuns, ['Course E', 'Course D']);
    expect(refund).toEqual({
      title: PLAN_CANCEL_MESSAGES.refundTitle,
      message: `${PLAN_CANCEL_MESSAGES.refundMessage('Professional', '₹1,000')} Your plan ends on 21 Dec 2026 and will not renew.`,
    });
    expect(unpublished?.title).toBe(PLAN_CANCEL_MESSAGES.unpublishedTitle);
    expect(unpublished?.message).toContain('Course E, Course D');
    expect(planCancelNotices(pro, refundNow)).toEqual([
      {
        title: PLAN_CANCEL_MESSAGES.refundTitle,
        message: PLAN_CANCEL_MESSAGES.refundMessage('Professional', '₹1,000'),
      },
    ]);
  });
});

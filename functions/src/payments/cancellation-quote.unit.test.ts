// The cancellation quote from the documents' data, without emulators: which start it runs from
// (bought, batch, purchase), the moved batch, self-paced sales, the ₹1 floor and the learner's notice.
// The transaction that applies it (one refund under racing cancels, the seat freed, Razorpay refunded)
// is proved in cancellations.test.ts and batch-seats.test.ts on the emulators.
import { REFUND_POLICY_REASONS, REFUND_TIER_REASONS, REFUND_TIMELINES } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { cancellationNotice, MIN_REFUND_PAISE, quoteFrom, startOf } from './cancellation-quote';

const HOUR = 3_600_000;
const now = new Date('2026-11-25T10:00:00Z');
const at = (hoursFromNow: number) => Timestamp.fromMillis(now.getTime() + hoursFromNow * HOUR);
const batchEnrolment = (startHours: number, extra: Record<string, unknown> = {}) => ({
  amount: 99_900,
  batch_id: 'b1',
  batch_starts_at: at(startHours),
  created_at: at(-240),
  ...extra,
});

describe('startOf', () => {
  it('runs from the bought start, not a later edit of the batch', () => {
    expect(startOf(batchEnrolment(72), { starts_at: at(5) })).toEqual(at(72).toDate());
  });

  it("falls back to the batch's start, then to the purchase", () => {
    expect(startOf({ batch_id: 'b1', created_at: at(-1) }, { starts_at: at(30) })).toEqual(at(30).toDate());
    expect(startOf({ created_at: at(-1) }, null)).toEqual(at(-1).toDate());
    expect(startOf({}, null)).toEqual(new Date(0));
  });
});

describe('quoteFrom', () => {
  it('quotes the learner tiers from the bought start in paise (48 h: 100 %, 24 h: 50 %, less: nothing)', () => {
    expect(quoteFrom(batchEnrolment(72), null, 'learner', now)).toMatchObject({
      tier: 'full',
      percent: 100,
      amountPaise: 99_900,
      paidPaise: 99_900,
      hasBatch: true,
      reason: REFUND_TIER_REASONS.full,
      startsAt: at(72).toDate().toISOString(),
    });
    expect(quoteFrom(batchEnrolment(30), null, 'learner', now)).toMatchObject({ tier: 'half', amountPaise: 49_950 });
    expect(quoteFrom(batchEnrolment(10), null, 'learner', now)).toMatchObject({ tier: 'none', amountPaise: 0 });
  });

  it('refunds 100 % when the trainer cancels, even after the start', () => {
    expect(quoteFrom(batchEnrolment(-5), null, 'trainer', now)).toMatchObject({ tier: 'trainer', amountPaise: 99_900 });
  });

  it('a batch moved after the purchase: 100 % until its new start, shown as the start', () => {
    const e = batchEnrolment(10, { batch_moved_at: at(-1) });
    const moved = { status: 'scheduled', starts_at: at(100) };
    expect(quoteFrom(e, moved, 'learner', now)).toMatchObject({
      tier: 'full',
      amountPaise: 99_900,
      reason: REFUND_POLICY_REASONS.moved,
      startsAt: at(100).toDate().toISOString(),
    });
    // Once the batch runs, the tiers from the bought start apply again.
    expect(quoteFrom(e, { ...moved, status: 'running' }, 'learner', now)).toMatchObject({ tier: 'none' });
    // A move the enrolment does not record changes nothing.
    expect(quoteFrom(batchEnrolment(10), moved, 'learner', now)).toMatchObject({ tier: 'none' });
  });

  it('a sale without a batch is self-paced: 100 % within 7 days of purchase, else nothing', () => {
    const bought = (hoursAgo: number) => ({ amount: 50_000, created_at: at(-hoursAgo) });
    expect(quoteFrom(bought(24), null, 'learner', now)).toMatchObject({
      tier: 'full',
      amountPaise: 50_000,
      hasBatch: false,
      reason: REFUND_POLICY_REASONS.selfPacedFull,
    });
    expect(quoteFrom(bought(24 * 8), null, 'learner', now)).toMatchObject({
      tier: 'none',
      amountPaise: 0,
      reason: REFUND_POLICY_REASONS.selfPacedNone,
    });
  });

  it('refunds nothing below ₹1 (Razorpay refunds at least 100 paise)', () => {
    expect(quoteFrom(batchEnrolment(30, { amount: 199 }), null, 'learner', now)).toMatchObject({
      percent: 50,
      amountPaise: 0,
      paidPaise: 199,
    });
    expect(quoteFrom(batchEnrolment(72, { amount: MIN_REFUND_PAISE }), null, 'learner', now).amountPaise).toBe(100);
  });
});

describe('cancellationNotice', () => {
  it('tells the learner the refund in rupees with the timelines', () => {
    expect(cancellationNotice('React', { amountPaise: 99_900, percent: 100, reason: 'x' }, 'learner')).toEqual({
      title: 'Enrolment Cancelled',
      message: `Your enrolment in React is cancelled. Refund: ₹999 (100%). ${REFUND_TIMELINES.initiated}; ${REFUND_TIMELINES.funds.toLowerCase()}.`,
      type: 'info',
    });
  });

  it("says why nothing is refunded, and names the trainer's cancellation", () => {
    const none = cancellationNotice('React', { amountPaise: 0, percent: 0, reason: 'Too late' }, 'learner');
    expect(none.message).toBe('Your enrolment in React is cancelled. No refund applies (Too late).');
    const byTrainer = cancellationNotice('React', { amountPaise: 100, percent: 100, reason: '' }, 'trainer');
    expect(byTrainer).toMatchObject({ title: 'Batch Cancelled by the Trainer', type: 'warning' });
  });
});

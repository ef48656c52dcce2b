import { describe, expect, it } from 'vitest';
import { payoutHoldUntil } from '../payouts';
import { REFUND_POLICY_REASONS, REFUND_TIER_REASONS, refundQuote, SELF_PACED_REFUND_DAYS } from './refund-quote';

const start = new Date('2026-12-10T04:30:00Z'); // 10:00 IST
const before = (ms: number) => new Date(start.getTime() - ms);
const H = 3_600_000;
const quote = (ms: number, amountPaise = 299_900) =>
  refundQuote({ amountPaise, startsAt: start, cancelledAt: before(ms), cancelledBy: 'learner' });

describe('refundQuote (docs/product.md#payments-and-refunds, docs/architecture.md#decision-8)', () => {
  it('pays 100 % at exactly 48 h before the start and 50 % one second later', () => {
    expect(quote(48 * H)).toMatchObject({ tier: 'full', percent: 100, amountPaise: 299_900 });
    expect(quote(48 * H + 1000)).toMatchObject({ tier: 'full', percent: 100 });
    expect(quote(48 * H - 1000)).toMatchObject({ tier: 'half', percent: 50, amountPaise: 149_950 });
  });

  it('pays 50 % at exactly 24 h and nothing one second later', () => {
    expect(quote(24 * H)).toMatchObject({ tier: 'half', percent: 50 });
    expect(quote(24 * H + 1000)).toMatchObject({ tier: 'half', percent: 50 });
    expect(quote(24 * H - 1000)).toMatchObject({ tier: 'none', percent: 0, amountPaise: 0 });
  });

  it('pays nothing at the start, one second before or after it', () => {
    for (const ms of [0, 1000, -1000, -72 * H]) expect(quote(ms)).toMatchObject({ tier: 'none', amountPaise: 0 });
  });

  it('rounds down to the paisa: 50 % of ₹999 is 49,950 paise, of 99,999 paise 49,999', () => {
    expect(quote(30 * H, 99_900).amountPaise).toBe(49_950);
    expect(quote(30 * H, 99_999).amountPaise).toBe(49_999);
    expect(quote(30 * H, 1).amountPaise).toBe(0);
  });

  it('refunds 100 % whenever the trainer cancels, even after the start', () => {
    for (const ms of [72 * H, 30 * H, 1000, -5 * H]) {
      const q = refundQuote({ amountPaise: 99_900, startsAt: start, cancelledAt: before(ms), cancelledBy: 'trainer' });
      expect(q).toMatchObject({
        tier: 'trainer',
        percent: 100,
        amountPaise: 99_900,
        reason: 'The trainer cancels the course',
      });
    }
  });

  it('gives the policy reason and the whole hours left', () => {
    expect(quote(72 * H)).toMatchObject({
      reason: 'Cancelled 48+ hours before the course starts',
      hoursBeforeStart: 72,
    });
    expect(quote(30 * H).reason).toBe('Cancelled 24-48 hours before the course starts');
  });

  it('refuses an amount that is not whole paise', () => {
    expect(() => quote(72 * H, 10.5)).toThrow(RangeError);
    expect(() => quote(72 * H, -1)).toThrow(RangeError);
  });
});

describe('refundQuote: moved batches (ADR 131) and self-paced courses (ADR 132)', () => {
  it('refunds 100 % of a moved batch until it starts, then the tiers of the bought start apply', () => {
    const moved = (ms: number, bought = start) =>
      refundQuote({
        amountPaise: 99_900,
        startsAt: bought,
        cancelledAt: before(ms),
        cancelledBy: 'learner',
        movedStartsAt: start,
      });
    expect(moved(2 * H)).toMatchObject({
      tier: 'full',
      percent: 100,
      amountPaise: 99_900,
      reason: REFUND_POLICY_REASONS.moved,
    });
    expect(moved(0)).toMatchObject({ tier: 'none', percent: 0 });
    expect(moved(-H)).toMatchObject({ tier: 'none', percent: 0 });
    // Moved earlier: after the new start the learner keeps the tier of the start they bought (72 h later).
    const bought = new Date(start.getTime() + 72 * H);
    expect(moved(-H, bought)).toMatchObject({ tier: 'full', percent: 100, reason: REFUND_TIER_REASONS.full });
    expect(moved(-48 * H, bought)).toMatchObject({ tier: 'half', percent: 50 });
  });

  it('refunds a self-paced course in full within 7 days of purchase, then nothing', () => {
    const bought = new Date('2026-12-01T00:00:00Z');
    const selfPaced = (days: number) =>
      refundQuote({
        amountPaise: 499_900,
        startsAt: bought,
        cancelledAt: new Date(bought.getTime() + days * 24 * H),
        cancelledBy: 'learner',
        selfPacedPurchasedAt: bought,
      });
    expect(selfPaced(0)).toMatchObject({ tier: 'full', percent: 100, amountPaise: 499_900 });
    expect(selfPaced(SELF_PACED_REFUND_DAYS)).toMatchObject({
      percent: 100,
      reason: REFUND_POLICY_REASONS.selfPacedFull,
    });
    expect(selfPaced(SELF_PACED_REFUND_DAYS + 1 / 24)).toMatchObject({
      tier: 'none',
      amountPaise: 0,
      reason: REFUND_POLICY_REASONS.selfPacedNone,
    });
  });

  it('holds a self-paced payout exactly as long as its refund window', () => {
    const bought = new Date('2026-12-01T00:00:00Z');
    expect(payoutHoldUntil(bought, null).getTime() - bought.getTime()).toBe(SELF_PACED_REFUND_DAYS * 24 * H);
  });
});

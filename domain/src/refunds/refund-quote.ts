import { REFUND_WINDOW_DAYS_WITHOUT_BATCH } from '../payouts';

/** Who cancels an enrolment: the learner (tiers by time) or the trainer (always 100 %). */
export type CancelledBy = 'learner' | 'trainer';

/** The tier of docs/product.md#payments-and-refunds a cancellation falls in. */
export type RefundTier = 'full' | 'half' | 'none' | 'trainer';

/** One hour in milliseconds. */
const HOUR_MS = 60 * 60 * 1000;

/** Tier thresholds (docs/product.md#payments-and-refunds /cancellation-refunds): 48 h or more before the start → 100 %, 24 h or more → 50 %. */
export const REFUND_TIER_HOURS = { full: 48, half: 24 } as const;

/** The policy's words for each tier (web/src/features/info/content/cancellation-refunds.ts). */
export const REFUND_TIER_REASONS: Record<RefundTier, string> = {
  full: 'Cancelled 48+ hours before the course starts',
  half: 'Cancelled 24-48 hours before the course starts',
  none: 'Cancelled less than 24 hours before the course starts',
  trainer: 'The trainer cancels the course',
};

/** The reasons of the two policies that are not time-before-start tiers (docs/payments.md, ADRs 131, 132). */
export const REFUND_POLICY_REASONS = {
  moved: 'The trainer moved the batch: a full refund until it starts',
  selfPacedFull: 'Cancelled within 7 days of purchase (self-paced course)',
  selfPacedNone: 'Cancelled more than 7 days after purchase (self-paced course)',
} as const;

/** A self-paced course (sold without a batch) is refunded in full within this many days of purchase (ADR 132). */
export const SELF_PACED_REFUND_DAYS = REFUND_WINDOW_DAYS_WITHOUT_BATCH;

/** The policy's timelines (docs/product.md#payments-and-refunds), shown with every refund. */
export const REFUND_TIMELINES = {
  initiated: 'Refunds are initiated in 2-3 business days',
  funds: 'Funds reach your account in 5-7 business days',
} as const;

/** The quote of a cancellation: percent of the amount paid, the refund in paise (rounded down), tier and reason. */
export interface RefundQuote {
  tier: RefundTier;
  percent: 0 | 50 | 100;
  amountPaise: number;
  reason: string;
  /** Whole hours from the cancellation to the start (negative once started), for the dialog. */
  hoursBeforeStart: number;
}

/**
 * The refund of a cancelled enrolment (docs/architecture.md#decision-8, docs/product.md#payments-and-refunds): a trainer's cancellation
 * refunds 100 %; a learner's refunds 100 % at 48 h or more before `startsAt`, 50 % at 24 h or more,
 * nothing under 24 h (the boundaries belong to the higher tier). `amountPaise` is the amount paid in
 * paise; the refund is rounded DOWN to the paisa (50 % of 99,999 paise = 49,999). A learner's
 * cancellation of a batch the trainer moved after the purchase is 100 % while `movedStartsAt` (the
 * batch's new start) is ahead, the tiers from `startsAt` after it (ADR 131); a self-paced enrolment is 100 % within
 * SELF_PACED_REFUND_DAYS of `selfPacedPurchasedAt`, else nothing (ADR 132). Throws RangeError
 * for a negative or fractional amount.
 */
export function refundQuote(input: {
  amountPaise: number;
  startsAt: Date;
  cancelledAt: Date;
  cancelledBy: CancelledBy;
  /**
   * The trainer moved the batch after this purchase: its new start (UTC instant). Until then the
   * learner gets 100 %; after it the tiers apply, measured from `startsAt` (the bought start, ADR 131).
   */
  movedStartsAt?: Date | null;
  /** A self-paced enrolment (no batch): its purchase instant; the 7-day window replaces the tiers (ADR 132). */
  selfPacedPurchasedAt?: Date;
}): RefundQuote {
  const { amountPaise, startsAt, cancelledAt, cancelledBy } = input;
  if (!Number.isInteger(amountPaise) || amountPaise < 0) throw new RangeError('amountPaise must be whole paise ≥ 0');
  const msBefore = startsAt.getTime() - cancelledAt.getTime();
  const hoursBeforeStart = Math.trunc(msBefore / HOUR_MS);
  if (cancelledBy === 'learner' && input.movedStartsAt && input.movedStartsAt.getTime() > cancelledAt.getTime()) {
    return { tier: 'full', percent: 100, amountPaise, reason: REFUND_POLICY_REASONS.moved, hoursBeforeStart };
  }
  if (cancelledBy === 'learner' && input.selfPacedPurchasedAt) {
    const inWindow =
      cancelledAt.getTime() - input.selfPacedPurchasedAt.getTime() <= SELF_PACED_REFUND_DAYS * 24 * HOUR_MS;
    return inWindow
      ? { tier: 'full', percent: 100, amountPaise, reason: REFUND_POLICY_REASONS.selfPacedFull, hoursBeforeStart }
      : { tier: 'none', percent: 0, amountPaise: 0, reason: REFUND_POLICY_REASONS.selfPacedNone, hoursBeforeStart };
  }
  const tier: RefundTier =
    cancelledBy === 'trainer'
      ? 'trainer'
      : msBefore >= REFUND_TIER_HOURS.full * HOUR_MS
        ? 'full'
        : msBefore >= REFUND_TIER_HOURS.half * HOUR_MS
          ? 'half'
          : 'none';
  const percent = tier === 'half' ? 50 : tier === 'none' ? 0 : 100;
  return {
    tier,
    percent,
    amountPaise: Math.floor((amountPaise * percent) / 100),
    reason: REFUND_TIER_REASONS[tier],
    hoursBeforeStart,
  };
}

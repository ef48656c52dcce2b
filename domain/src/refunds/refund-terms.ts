import { REFUND_TIER_HOURS, SELF_PACED_REFUND_DAYS, type RefundTier } from './refund-quote';

const HOUR_MS = 3_600_000;
const IST_OFFSET_MS = 5.5 * HOUR_MS;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2 Dec, 10:00 am': an instant's IST day and time, as the refund terms name a tier's end. */
export function istShortDateTime(d: Date): string {
  const ist = new Date(d.getTime() + IST_OFFSET_MS);
  const h = ist.getUTCHours();
  const mm = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()] ?? ''}, ${h % 12 || 12}:${mm} ${h < 12 ? 'am' : 'pm'}`;
}

/** The refund terms of a purchase made now: the tier that applies now and one line per tier. */
export interface RefundTerms {
  current: Exclude<RefundTier, 'trainer'>;
  lines: string[];
}

/**
 * What a learner would get back by cancelling, shown before paying (the enrol dialog), from the same
 * thresholds refundQuote charges (REFUND_TIER_HOURS): for a batch starting at `startsAt`, "Full refund
 * until 2 Dec, 10:00 am", "50% refund until 3 Dec, 10:00 am", "No refund from 3 Dec, 10:00 am"
 * (IST), tiers already past left out; for a self-paced course (`startsAt` null) a full refund for
 * SELF_PACED_REFUND_DAYS from `now`. docs/payments.md, ADR 193.
 */
export function refundTerms(startsAt: Date | null, now: Date): RefundTerms {
  if (!startsAt) {
    const until = new Date(now.getTime() + SELF_PACED_REFUND_DAYS * 24 * HOUR_MS);
    return { current: 'full', lines: [`Full refund until ${istShortDateTime(until)}`, `No refund after that`] };
  }
  const fullEnds = new Date(startsAt.getTime() - REFUND_TIER_HOURS.full * HOUR_MS);
  const halfEnds = new Date(startsAt.getTime() - REFUND_TIER_HOURS.half * HOUR_MS);
  const t = now.getTime();
  const lines: string[] = [];
  if (t <= fullEnds.getTime()) lines.push(`Full refund until ${istShortDateTime(fullEnds)}`);
  if (t <= halfEnds.getTime()) lines.push(`50% refund until ${istShortDateTime(halfEnds)}`);
  lines.push(`No refund from ${istShortDateTime(halfEnds)}`);
  const current = t <= fullEnds.getTime() ? 'full' : t <= halfEnds.getTime() ? 'half' : 'none';
  return { current, lines };
}

/** The heading of the terms: what cancelling right now would give back. */
export const REFUND_TERMS_NOW: Record<RefundTerms['current'], string> = {
  full: 'Cancel now: full refund',
  half: 'Cancel now: 50% refund',
  none: 'Cancel now: no refund',
};

/**
 * Help's answer to "Can I get a refund?", from the thresholds refundQuote charges (ADR 193). Help
 * types it out (the home JS budget) and a test keeps the two equal.
 */
export function refundPolicySummary(): string {
  return (
    `Yes. Cancel from My Learning: a full refund ${REFUND_TIER_HOURS.full} hours or more before the course starts, ` +
    `50% from ${REFUND_TIER_HOURS.half} to ${REFUND_TIER_HOURS.full} hours before, none under ${REFUND_TIER_HOURS.half} hours; ` +
    `a self-paced course is refunded in full within ${SELF_PACED_REFUND_DAYS} days of purchase. ` +
    'See our Cancellation and Refund Policy for details.'
  );
}

/** The policy's fee sentence: refunds pay back the tier's percent of everything paid (ADR 193). */
export const REFUND_FEE_SENTENCE =
  'Refunds are never reduced by payment gateway fees: you get back the full percentage of what you paid.';

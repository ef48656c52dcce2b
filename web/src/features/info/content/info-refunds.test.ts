import { REFUND_FEE_SENTENCE, REFUND_TIER_REASONS, refundPolicySummary } from '@skillsetu/domain';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_REFUNDS } from './cancellation-refunds';
import { HELP } from './help';

// Help and the policy type out the refund rules (so these pages load no extra chunk: the home JS
// budget); this test keeps them equal to what refundQuote charges (docs/decisions/193-refund-terms-before-paying.md).
describe('refund words on Help and the policy', () => {
  const policy = CANCELLATION_REFUNDS.sections.flatMap((s) => [...(s.items ?? []), ...(s.paragraphs ?? [])]);

  it('Help answers with the tiers refundQuote applies, counted from the start, not from booking', () => {
    const answer = HELP.faqs.find((f) => f.id === 'refunds')?.answer ?? '';
    expect(answer).toBe(refundPolicySummary());
    expect(answer).not.toMatch(/of booking|unused sessions/);
  });

  it('the policy names every tier and takes no gateway fee', () => {
    for (const reason of Object.values(REFUND_TIER_REASONS)) expect(policy).toContain(reason);
    expect(policy).toContain(REFUND_FEE_SENTENCE);
    expect(policy.join(' ')).not.toMatch(/gateway fee of/);
  });
});

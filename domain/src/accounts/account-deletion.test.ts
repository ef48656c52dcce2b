import { describe, expect, it } from 'vitest';
import { deletionRefusals } from './account-deletion';

describe('deletionRefusals', () => {
  it('allows an account with nothing open', () => {
    expect(deletionRefusals({ batchesWithLearners: 0, openDebitPaise: 0, heldPayoutPaise: 0 })).toEqual([]);
  });

  it('says what must happen first for each blocker, amounts in rupees', () => {
    const out = deletionRefusals({ batchesWithLearners: 2, openDebitPaise: 150050, heldPayoutPaise: 99900 });
    expect(out).toEqual([
      'You have 2 scheduled or running batches with learners. Finish or cancel them (cancelled learners are refunded) first.',
      'You owe ₹1,500.50 for refunds after payout. It is recovered from your next payouts; contact support to settle it first.',
      '₹999 of your payouts is still held. Wait until it is released to your bank account first.',
    ]);
    expect(deletionRefusals({ batchesWithLearners: 1, openDebitPaise: 0, heldPayoutPaise: 0 })[0]).toContain(
      '1 scheduled or running batch with learners. Finish or cancel it',
    );
  });
});

import { payoutAccountSchema, type PayoutAccount } from '../schemas/payouts';
import { defineCollection } from './collection';

/** `payout_accounts/{uid}` (server-only): a trainer's Route linked account (docs/payouts.md). */
export const payoutAccounts = defineCollection<PayoutAccount>({
  pattern: 'payout_accounts/{uid}',
  schema: payoutAccountSchema,
  idField: 'uid',
  required: ['razorpay_account_id'],
  example: () => ({
    uid: 'trainer_1',
    razorpay_account_id: 'acc_test_1',
    legal_name: 'Asha Rao',
    bank_last4: '1234',
    ifsc: 'HDFC0001234',
    status: 'active',
    created_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});

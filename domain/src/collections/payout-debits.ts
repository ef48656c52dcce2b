import { payoutDebitSchema, type PayoutDebit } from '../schemas/payouts';
import { defineCollection } from './collection';

/** `payout_debits/{refundId}` (server-only): a refund after payout, owed back (paise; docs/payouts.md). */
export const payoutDebits = defineCollection<PayoutDebit>({
  pattern: 'payout_debits/{refundId}',
  schema: payoutDebitSchema,
  required: ['trainer_id', 'amount_paise', 'status'],
  example: () => ({
    trainer_id: 'trainer_1',
    order_id: 'order_1',
    refund_id: 'rfnd_1',
    course_title: 'Spoken English',
    amount_paise: 10_000,
    recovered_paise: 0,
    status: 'open',
    reversal: 'pending',
    razorpay_reversal_id: null,
    recoveries: {},
    refunded_at: new Date('2026-11-01T04:30:00.000Z'),
    created_at: new Date('2026-11-01T04:30:00.000Z'),
    recovered_at: null,
  }),
});

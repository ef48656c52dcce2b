import { transferSchema, type Transfer } from '../schemas/payouts';
import { defineCollection } from './collection';

/** `transfers/{orderId}` (server-only): one course sale's payout, in paise (docs/payouts.md). */
export const transfers = defineCollection<Transfer>({
  pattern: 'transfers/{orderId}',
  schema: transferSchema,
  // A payout without its hold's end is never read as held since 1970 (it would be released at once).
  required: ['order_id', 'trainer_id', 'amount', 'status', 'on_hold_until'],
  example: () => ({
    order_id: 'order_1',
    enrollment_id: 'course_1_learner_1',
    trainer_id: 'trainer_1',
    course_title: 'Spoken English',
    amount: 40_000,
    original_amount: 40_000,
    reversed_paise: 0,
    debit_paise: 0,
    netted_paise: 0,
    tds_bp: 0,
    tcs_bp: 0,
    gst_registered: false,
    tcs_inter_state: false,
    on_hold_until: new Date('2026-11-08T04:30:00.000Z'),
    status: 'held',
    razorpay_transfer_id: null,
    utr: null,
    released_at: null,
    settled_at: null,
    created_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});

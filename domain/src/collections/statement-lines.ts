import { statementLineSchema, type StatementLine } from '../schemas/payouts';
import { defineCollection } from './collection';

/** `statement_lines/sale_{orderId}` and `refund_{refundId}` (server-only; signed paise; docs/payouts.md). */
export const statementLines = defineCollection<StatementLine>({
  pattern: 'statement_lines/{lineId}',
  schema: statementLineSchema,
  required: ['trainer_id', 'kind'],
  example: () => ({
    trainer_id: 'trainer_1',
    kind: 'sale',
    month: '2026-11',
    occurred_at: new Date('2026-11-01T04:30:00.000Z'),
    order_id: 'order_1',
    enrollment_id: 'course_1_learner_1',
    course_title: 'Spoken English',
    gross_paise: 49_900,
    commission_paise: 7_485,
    gst_paise: 1_347,
    net_paise: 41_068,
    tds_paise: 0,
    tcs_paise: 0,
    tcs_inter_state: false,
    after_payout: false,
  }),
});

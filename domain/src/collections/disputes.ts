import { disputeSchema, type Dispute } from '../disputes/schemas';
import { defineCollection } from './collection';

/** `disputes/{enrollmentId}_{n}`: a learner's report on class n; refund in paise, dates UTC (docs/sessions.md). */
export const disputes = defineCollection<Dispute>({
  pattern: 'disputes/{disputeId}',
  schema: disputeSchema,
  required: ['learner_id', 'trainer_id', 'status'],
  example: () => ({
    learner_id: 'learner_1',
    trainer_id: 'trainer_1',
    course_id: 'course_1',
    course_title: 'Spoken English',
    batch_id: 'batch_1',
    enrollment_id: 'course_1_learner_1',
    order_id: 'order_1',
    n: 1,
    session_starts_at: new Date('2026-11-01T04:30:00.000Z'),
    reason: 'trainer_no_show',
    note: 'The trainer did not come.',
    messages: [],
    status: 'open',
    due_by: new Date('2026-11-03T04:30:00.000Z'),
    overdue_after: new Date('2026-11-04T04:30:00.000Z'),
    outcome: null,
    refund_paise: null,
    resolution_note: null,
    resolved_at: null,
    created_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});

import { contactGrantSchema, contactRequestSchema, type ContactGrant, type ContactRequest } from '../schemas/messaging';
import { defineCollection } from './collection';

/** `contact_requests/{trainerUid}_{learnerUid}` (server-written): a learner's request for contact (docs/messaging.md). */
export const contactRequests = defineCollection<ContactRequest>({
  pattern: 'contact_requests/{requestId}',
  schema: contactRequestSchema,
  idField: 'id',
  required: ['trainer_id', 'learner_id', 'status'],
  example: () => ({
    id: 'trainer_1_learner_1',
    trainer_id: 'trainer_1',
    learner_id: 'learner_1',
    learner_name: 'Priya S.',
    note: 'May I have your number?',
    status: 'pending',
    created_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});

/** `contact_grants/{trainerUid}_{learnerUid}` (server-written): the trainer's e-mail and phone shared with one learner. */
export const contactGrants = defineCollection<ContactGrant>({
  pattern: 'contact_grants/{grantId}',
  schema: contactGrantSchema,
  required: ['trainer_id', 'learner_id'],
  example: () => ({ trainer_id: 'trainer_1', learner_id: 'learner_1', email: 'asha@example.com', phone: null }),
});

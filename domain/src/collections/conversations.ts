import { chatMessageSchema, conversationSchema, type ChatMessage, type Conversation } from '../schemas/messaging';
import { defineCollection } from './collection';

/** `conversations/{cid}`: one learner–trainer thread (docs/messaging.md). */
export const conversations = defineCollection<Conversation>({
  pattern: 'conversations/{cid}',
  schema: conversationSchema,
  idField: 'id',
  required: ['learner_id', 'trainer_id'],
  example: () => ({
    id: 'trainer_1_learner_1',
    learner_id: 'learner_1',
    trainer_id: 'trainer_1',
    learner_name: 'Ravi Kumar',
    trainer_name: 'Asha Rao',
    last_message: null,
    last_message_at: new Date('2026-11-01T04:30:00.000Z'),
    unread: {},
    blocked_by: [],
    reported: false,
  }),
});

/** `conversations/{cid}/messages/{mid}`: one chat message (docs/messaging.md). */
export const messages = defineCollection<ChatMessage>({
  pattern: 'conversations/{cid}/messages/{mid}',
  schema: chatMessageSchema,
  idField: 'id',
  example: () => ({
    id: 'learner_1_1',
    sender_id: 'learner_1',
    text: 'Hello',
    created_at: new Date('2026-11-01T04:30:00.000Z'),
    pending: false,
  }),
});

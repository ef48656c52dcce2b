import { z } from 'zod';
import { MESSAGE_MAX_CHARS, CONTACT_NOTE_MAX_CHARS } from '../messaging/constants';

/** A message's text (issue: text only, 1–2,000 characters after trimming; links stay plain text). */
export const messageTextSchema = z
  .string()
  .trim()
  .min(1, 'Write a message first.')
  .max(MESSAGE_MAX_CHARS, `Messages can be at most ${MESSAGE_MAX_CHARS} characters.`);

/** A Firebase Auth uid as it appears in ids and inputs. */
export const uidSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid user id');

/** `conversations/{learnerUid_trainerUid}` as the web app reads it (timestamps as Date). */
export const conversationSchema = z.object({
  id: z.string(),
  learner_id: z.string(),
  trainer_id: z.string(),
  learner_name: z.string().nullable(),
  trainer_name: z.string().nullable(),
  last_message: z.object({ text: z.string(), sender_id: z.string() }).nullable(),
  last_message_at: z.date(),
  /** Unread messages per participant uid (server increments, the reader resets its own to 0). */
  unread: z.record(z.string(), z.number()),
  /** uids of the participants who blocked the other one. */
  blocked_by: z.array(z.string()),
  reported: z.boolean(),
  /** Server-only: when the learner's first unanswered message came, for the response time (docs/decisions/043-response-time.md). */
  awaiting_reply_since: z.date().nullable().optional(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `conversations/{cid}/messages/{senderUid_n}` as the web app reads it; `pending` = not yet on the server. */
export const chatMessageSchema = z.object({
  id: z.string(),
  sender_id: z.string(),
  text: z.string(),
  created_at: z.date(),
  pending: z.boolean(),
  /** Server-only: the message trigger applied it to its conversation (once per message). */
  counted: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Callable `requestContact` input: the trainer asked and a short note (≤ 300 characters). */
export const requestContactSchema = z.object({
  trainerId: uidSchema,
  note: z.string().trim().min(1, 'Add a short note for the trainer.').max(CONTACT_NOTE_MAX_CHARS),
});
export type RequestContactInput = z.infer<typeof requestContactSchema>;

/** Callable `respondContactRequest` input: the learner whose request the trainer approves or declines. */
export const respondContactRequestSchema = z.object({
  learnerId: uidSchema,
  approve: z.boolean(),
});
export type RespondContactRequestInput = z.infer<typeof respondContactRequestSchema>;

/** Callable `revokeContactGrant` input: the learner whose grant the trainer revokes. */
export const revokeContactGrantSchema = z.object({ learnerId: uidSchema });
export type RevokeContactGrantInput = z.infer<typeof revokeContactGrantSchema>;

/** Callable `reportConversation` input: the conversation and the reporter's reason (10–1,000 characters). */
export const reportConversationSchema = z.object({
  conversationId: z.string().min(3).max(260),
  reason: z.string().trim().min(10, 'Tell us briefly what happened (at least 10 characters).').max(1000),
});
export type ReportConversationInput = z.infer<typeof reportConversationSchema>;

/** Status of `contact_requests/{trainerUid_learnerUid}` (server-written). */
export const contactRequestStatusSchema = z.enum(['pending', 'approved', 'declined', 'revoked']);
export type ContactRequestStatus = z.infer<typeof contactRequestStatusSchema>;

/** `contact_requests/{trainerUid_learnerUid}` as the web app reads it. */
export const contactRequestSchema = z.object({
  id: z.string(),
  trainer_id: z.string(),
  learner_id: z.string(),
  learner_name: z.string(),
  note: z.string(),
  status: contactRequestStatusSchema,
  created_at: z.date(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** `contact_grants/{trainerUid_learnerUid}`: the trainer's email and phone shared with one learner. */
export const contactGrantSchema = z.object({
  trainer_id: z.string(),
  learner_id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type ContactGrant = z.infer<typeof contactGrantSchema>;

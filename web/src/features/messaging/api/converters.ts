import {
  chatMessageSchema,
  contactGrantSchema,
  contactRequestSchema,
  type ChatMessage,
  type ContactGrant,
  type ContactRequest,
  type Conversation,
} from '@skillsetu/domain';
import type { DocumentData } from 'firebase/firestore';
import { converterFromSchema, lenientConverter, withPendingWrites } from '../../../lib/firebase/converter-from-schema';

const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date());
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** conversations/{id} data → Conversation (pending server times as estimates → Date). */
function conversationFromData(id: string, d: DocumentData): Conversation {
  const last = d.last_message as { text?: unknown; sender_id?: unknown } | undefined;
  const unread: Record<string, number> = {};
  for (const [k, v] of Object.entries((d.unread ?? {}) as Record<string, unknown>))
    if (typeof v === 'number') unread[k] = v;
  return {
    id,
    learner_id: str(d.learner_id),
    trainer_id: str(d.trainer_id),
    learner_name: typeof d.learner_name === 'string' ? d.learner_name : null,
    trainer_name: typeof d.trainer_name === 'string' ? d.trainer_name : null,
    last_message: last ? { text: str(last.text), sender_id: str(last.sender_id) } : null,
    last_message_at: asDate(d.last_message_at),
    unread,
    blocked_by: Array.isArray(d.blocked_by) ? d.blocked_by.filter((x): x is string => typeof x === 'string') : [],
    reported: d.reported === true,
  };
}

/** A message document → ChatMessage fields, leniently. */
function messageFromData(id: string, d: DocumentData): Omit<ChatMessage, 'pending'> {
  return { id, sender_id: str(d.sender_id), text: str(d.text), created_at: asDate(d.created_at) };
}

/** contact_requests/{id} → ContactRequest. */
function contactRequestFromData(id: string, d: DocumentData): ContactRequest {
  const status = d.status === 'approved' || d.status === 'declined' || d.status === 'revoked' ? d.status : 'pending';
  return {
    id,
    trainer_id: str(d.trainer_id),
    learner_id: str(d.learner_id),
    learner_name: str(d.learner_name),
    note: str(d.note),
    status,
    created_at: asDate(d.created_at),
  };
}

/** contact_grants/{id} → ContactGrant. */
function contactGrantFromData(_id: string, d: DocumentData): ContactGrant {
  return {
    trainer_id: str(d.trainer_id),
    learner_id: str(d.learner_id),
    email: str(d.email),
    phone: typeof d.phone === 'string' && d.phone ? d.phone : null,
  };
}

/**
 * `conversations/{id}`: the lenient mapping without zod, because the navbar's Messages badge reads
 * the list on every signed-in page (docs/decisions/120-one-data-access-pattern.md).
 */
export const conversationConverter = lenientConverter<Conversation>(conversationFromData);

/** `conversations/{cid}/messages/{id}` through the domain schema, with `pending` (not yet on the server). */
export const messageConverter = withPendingWrites(
  converterFromSchema<Omit<ChatMessage, 'pending'>>(chatMessageSchema.omit({ pending: true }), messageFromData, {
    idField: 'id',
  }),
);

/** `contact_requests/{id}` through the domain schema. */
export const contactRequestConverter = converterFromSchema<ContactRequest>(
  contactRequestSchema,
  contactRequestFromData,
  {
    idField: 'id',
  },
);

/** `contact_grants/{id}` through the domain schema. */
export const contactGrantConverter = converterFromSchema<ContactGrant>(contactGrantSchema, contactGrantFromData);

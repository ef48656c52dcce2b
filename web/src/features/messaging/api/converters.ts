import type { ChatMessage, ContactGrant, ContactRequest, Conversation } from '@skillsetu/domain';
import type { DocumentData } from 'firebase/firestore';
import { lenientConverter, withPendingWrites } from '../../../lib/firebase/converter-from-schema';

// Messaging's lenient mappings and its zod-free converters. The navbar's Messages button reads the
// conversations on every signed-in page, so nothing here may load zod; the converters that parse
// with the domain schemas are in schema-converters.ts (docs/decisions/120-one-data-access-pattern.md).

const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date());
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** conversations/{id} data (Timestamps already Dates, pending server times as estimates) → Conversation. */
export function conversationFromData(id: string, d: DocumentData): Conversation {
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

/** A message document (Timestamps already Dates) → ChatMessage without `pending` (the converter adds it). */
export function messageFromData(id: string, d: DocumentData): Omit<ChatMessage, 'pending'> {
  return { id, sender_id: str(d.sender_id), text: str(d.text), created_at: asDate(d.created_at) };
}

/** contact_requests/{id} data (Timestamps already Dates) → ContactRequest; an unknown status reads as 'pending'. */
export function contactRequestFromData(id: string, d: DocumentData): ContactRequest {
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

/** contact_grants/{id} data → ContactGrant (an empty phone reads as null). */
export function contactGrantFromData(_id: string, d: DocumentData): ContactGrant {
  return {
    trainer_id: str(d.trainer_id),
    learner_id: str(d.learner_id),
    email: str(d.email),
    phone: typeof d.phone === 'string' && d.phone ? d.phone : null,
  };
}

/** A conversation as the live reads see it: `pending` while this device's write to it has not reached the server. */
export type LiveConversation = Conversation & { pending: boolean };

/**
 * The converter of `conversations/{id}` (the list and the single document): the lenient mapping
 * without zod, because the navbar reads the list on every signed-in page, plus `pending`
 * (hasPendingWrites), which tells the thread when the server has a conversation this device created
 * (docs/decisions/120-one-data-access-pattern.md).
 */
export const conversationConverter = withPendingWrites(lenientConverter<Conversation>(conversationFromData));

/** One report in the admin inbox (`conversation_reports/{id}`, server-written). */
export interface ConversationReport {
  id: string;
  conversationId: string;
  reason: string;
  createdAt: Date;
  status: string;
  /** The participant the report is about (the other one), whom Warn and Block act on. */
  reportedId: string;
}

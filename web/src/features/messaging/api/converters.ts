import type { ChatMessage, ContactGrant, ContactRequest, Conversation } from '@skillsetu/domain';
import { Timestamp, type DocumentData } from 'firebase/firestore';

const asDate = (v: unknown): Date => (v instanceof Timestamp ? v.toDate() : v instanceof Date ? v : new Date());
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** conversations/{id} data → Conversation (pending server times as estimates → Date). */
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

/** A message document → ChatMessage; `pending` while the write has not reached the server. */
export function messageFromData(id: string, d: DocumentData, pending: boolean): ChatMessage {
  return { id, sender_id: str(d.sender_id), text: str(d.text), created_at: asDate(d.created_at), pending };
}

/** contact_requests/{id} → ContactRequest. */
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

/** contact_grants/{id} → ContactGrant. */
export function contactGrantFromData(d: DocumentData): ContactGrant {
  return {
    trainer_id: str(d.trainer_id),
    learner_id: str(d.learner_id),
    email: str(d.email),
    phone: typeof d.phone === 'string' && d.phone ? d.phone : null,
  };
}

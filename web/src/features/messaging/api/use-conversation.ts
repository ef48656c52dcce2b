import type { Conversation } from '@skillsetu/domain';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useLiveDoc } from '../../../lib/firebase/live';
import { NeverDeleted } from '../../../lib/firebase/never-deleted';
import { firestore } from '../../../lib/firebase/sdk';
import { conversationConverter, type LiveConversation } from './converters';

/** One conversation, live: 'missing' until the learner's first message creates it. */
export type ConversationState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'success'; conversation: Conversation };

/** `conversations/{cid}` with the conversation converter (the one reference useConversation and useThread share). */
export function conversationRef(cid: string): DocumentReference<LiveConversation> {
  return doc(firestore, 'conversations', cid).withConverter(conversationConverter);
}

/** Conversations are never deleted (firestore.rules): once seen, one stays (ADR 287). */
const seen = new NeverDeleted<LiveConversation>();

/**
 * Live `conversations/{cid}` (useLiveDoc; the rules let a participant read it before it exists,
 * and admins a reported one). A conversation seen once is never reported missing again: a message
 * sent then would try to create it anew (docs/decisions/287-contact-state-as-queries.md). Errors
 * (e.g. permission-denied for someone else's conversation) are logged ('Conversation fetch
 * failed') and reported as 'error'.
 */
export function useConversation(cid: string): ConversationState {
  const live = useLiveDoc(conversationRef(cid), 'Conversation fetch');
  if (live.status === 'loading' || live.status === 'idle') return { status: 'loading' };
  if (live.status === 'error') return { status: 'error' };
  const conversation = seen.resolve(cid, live.data ?? undefined);
  return conversation ? { status: 'success', conversation } : { status: 'missing' };
}

import { CONVERSATION_PAGE_SIZE, type Conversation } from '@skillsetu/domain';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { conversationConverter } from './converters';

/** Live list state of the signed-in user's conversations. */
export interface ConversationsState {
  status: 'loading' | 'success' | 'error';
  items: Conversation[];
}

/**
 * Live list of `uid`'s conversations (useLiveQuery, the lenient conversation converter: no zod in
 * the navbar), newest activity first, at most 50: the participants filter and the limit are what
 * firestore.rules require. Errors are logged ('Conversations fetch failed') and reported as
 * 'error' with no items.
 */
export function useConversations(uid: string): ConversationsState {
  const live = useLiveQuery(
    query(
      collection(firestore, 'conversations').withConverter(conversationConverter),
      where('participants', 'array-contains', uid),
      orderBy('last_message_at', 'desc'),
      limit(CONVERSATION_PAGE_SIZE),
    ),
    'Conversations fetch',
  );
  if (live.status === 'loading' || live.status === 'idle') return { status: 'loading', items: [] };
  return { status: live.status, items: live.status === 'error' ? [] : live.data };
}

import { CONVERSATION_PAGE_SIZE, type Conversation } from '@skillsetu/domain';
import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { conversationFromData } from './converters';

/** Live list state of the signed-in user's conversations. */
export interface ConversationsState {
  status: 'loading' | 'success' | 'error';
  items: Conversation[];
}

/**
 * Live listener on the user's conversations, newest activity first, at most 50 (the query's
 * participants filter and limit are what firestore.rules require). Errors are logged.
 */
export function useConversations(uid: string): ConversationsState {
  const [state, setState] = useState<ConversationsState & { uid: string | null }>({
    uid: null,
    status: 'loading',
    items: [],
  });
  useEffect(() => {
    const q = query(
      collection(firestore, 'conversations'),
      where('participants', 'array-contains', uid),
      orderBy('last_message_at', 'desc'),
      limit(CONVERSATION_PAGE_SIZE),
    );
    return onSnapshot(
      q,
      (snap) =>
        setState({
          uid,
          status: 'success',
          items: snap.docs.map((d) => conversationFromData(d.id, d.data({ serverTimestamps: 'estimate' }))),
        }),
      (err) => {
        console.error('Conversations fetch failed', err);
        setState({ uid, status: 'error', items: [] });
      },
    );
  }, [uid]);
  return state.uid === uid ? state : { status: 'loading', items: [] };
}

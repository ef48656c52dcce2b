import { THREAD_PAGE_SIZE, type ChatMessage } from '@skillsetu/domain';
import { collection, limitToLast, orderBy, query } from 'firebase/firestore';
import { useState } from 'react';
import { useLiveDoc, useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { conversationRef } from './use-conversation';
import { messageConverter } from './schema-converters';

/** Live thread state: the newest 50 messages, oldest first (newest at the bottom). */
export interface ThreadState {
  status: 'loading' | 'success' | 'error';
  messages: ChatMessage[];
}

/**
 * Live `conversations/{cid}/messages` (useLiveQuery, chatMessageSchema; limitToLast 50, the rules'
 * cap), each message `pending` ('Sending…') until the server has it. No conversation yet (or none
 * readable): an empty thread. The thread listens only once the server has the conversation: a
 * conversation this device just created (the learner's first message) is `pending` until its batch
 * commits, and the rules deny the thread before that; reactfire never retries a denied stream
 * (docs/decisions/120-one-data-access-pattern.md). Until then the thread is 'loading'. Errors are
 * logged ('Messages fetch failed') and reported as 'error' with no messages.
 */
export function useThread(cid: string): ThreadState {
  // the same reference as useConversation's: reactfire serves both from one listener
  const conv = useLiveDoc(conversationRef(cid), 'Conversation fetch');
  const conversation = conv.status === 'success' ? conv.data : undefined;
  const onServer = conversation !== undefined && !conversation.pending;
  // Once the server had it, the thread keeps listening while this device's later writes to the
  // conversation (mark read, block) are pending.
  const [confirmed, setConfirmed] = useState<string | null>(null);
  if (onServer && confirmed !== cid) setConfirmed(cid);
  const listen = conversation !== undefined && (onServer || confirmed === cid);
  const live = useLiveQuery(
    listen
      ? query(
          collection(firestore, 'conversations', cid, 'messages').withConverter(messageConverter),
          orderBy('created_at'),
          limitToLast(THREAD_PAGE_SIZE),
        )
      : null,
    'Messages fetch',
  );
  if (conv.status === 'loading' || conv.status === 'idle') return { status: 'loading', messages: [] };
  if (!conversation) return { status: 'success', messages: [] };
  if (live.status === 'loading' || live.status === 'idle') return { status: 'loading', messages: [] };
  return { status: live.status, messages: live.status === 'error' ? [] : live.data };
}

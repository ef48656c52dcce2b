import { THREAD_PAGE_SIZE, type ChatMessage } from '@skillsetu/domain';
import { collection, limitToLast, orderBy, query } from 'firebase/firestore';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { messageConverter } from './converters';

/** Live thread state: the newest 50 messages, oldest first (newest at the bottom). */
export interface ThreadState {
  status: 'loading' | 'success' | 'error';
  messages: ChatMessage[];
}

/**
 * Live conversations/{cid}/messages (reactfire; limitToLast 50, rules cap lists at 50), with
 * metadata changes so a message written offline shows as pending ('Sending…') until the server
 * has it. `enabled` false (the conversation does not exist yet) gives an empty thread.
 */
export function useThread(cid: string, enabled: boolean): ThreadState {
  const live = useLiveQuery(
    enabled
      ? query(
          collection(firestore, 'conversations', cid, 'messages').withConverter(messageConverter),
          orderBy('created_at'),
          limitToLast(THREAD_PAGE_SIZE),
        )
      : null,
    'Messages fetch',
  );
  if (live.status === 'idle') return { status: 'success', messages: [] };
  if (live.status === 'loading') return { status: 'loading', messages: [] };
  return { status: live.status, messages: live.status === 'error' ? [] : live.data };
}

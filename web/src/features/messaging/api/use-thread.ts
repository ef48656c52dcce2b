import { THREAD_PAGE_SIZE, type ChatMessage } from '@skillsetu/domain';
import { collection, limitToLast, onSnapshot, orderBy, query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { messageFromData } from './converters';

/** Live thread state: the newest 50 messages, oldest first (newest at the bottom). */
export interface ThreadState {
  status: 'loading' | 'success' | 'error';
  messages: ChatMessage[];
}

/**
 * Live listener on conversations/{cid}/messages (limitToLast 50, rules cap lists at 50), with
 * metadata changes so a message written offline shows as pending ('Sending…') until the server
 * has it. `enabled` false (the conversation does not exist yet) gives an empty thread.
 */
export function useThread(cid: string, enabled: boolean): ThreadState {
  const [state, setState] = useState<ThreadState & { cid: string | null }>({
    cid: null,
    status: 'loading',
    messages: [],
  });
  useEffect(() => {
    if (!enabled) return;
    const q = query(
      collection(firestore, 'conversations', cid, 'messages'),
      orderBy('created_at'),
      limitToLast(THREAD_PAGE_SIZE),
    );
    return onSnapshot(
      q,
      { includeMetadataChanges: true },
      (snap) =>
        setState({
          cid,
          status: 'success',
          messages: snap.docs.map((d) =>
            messageFromData(d.id, d.data({ serverTimestamps: 'estimate' }), d.metadata.hasPendingWrites),
          ),
        }),
      (err) => {
        console.error('Messages fetch failed', err);
        setState({ cid, status: 'error', messages: [] });
      },
    );
  }, [cid, enabled]);
  if (!enabled) return { status: 'success', messages: [] };
  return state.cid === cid ? state : { status: 'loading', messages: [] };
}

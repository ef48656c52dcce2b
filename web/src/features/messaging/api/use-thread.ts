import { THREAD_PAGE_SIZE, type ChatMessage } from '@skillsetu/domain';
import { collection, limitToLast, onSnapshot, orderBy, query, type FirestoreError } from 'firebase/firestore';
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
  // A thread opened by the first message can be listened to before the server has its conversation:
  // that listener is denied once, so it listens again, a few times, with growing pauses.
  const [attempt, setAttempt] = useState({ cid, n: 0 });
  const n = attempt.cid === cid ? attempt.n : 0;
  useEffect(() => {
    if (!enabled) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const q = query(
      collection(firestore, 'conversations', cid, 'messages'),
      orderBy('created_at'),
      limitToLast(THREAD_PAGE_SIZE),
    );
    const unsubscribe = onSnapshot(
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
      (err: FirestoreError) => {
        console.error('Messages fetch failed', err);
        setState({ cid, status: 'error', messages: [] });
        if (err.code === 'permission-denied' && n < 5)
          retry = setTimeout(() => setAttempt({ cid, n: n + 1 }), 500 * 2 ** n);
      },
    );
    return () => {
      unsubscribe();
      clearTimeout(retry);
    };
  }, [cid, enabled, n]);
  if (!enabled) return { status: 'success', messages: [] };
  return state.cid === cid ? state : { status: 'loading', messages: [] };
}

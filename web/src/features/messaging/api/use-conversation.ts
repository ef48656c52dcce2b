import type { Conversation } from '@skillsetu/domain';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { conversationFromData } from './converters';

/** One conversation, live: 'missing' until the learner's first message creates it. */
export type ConversationState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'success'; conversation: Conversation };

/** Live listener on conversations/{cid} (the rules let a participant read it even before it exists). */
export function useConversation(cid: string): ConversationState {
  const [state, setState] = useState<{ cid: string; value: ConversationState } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        doc(firestore, 'conversations', cid),
        (snap) =>
          setState({
            cid,
            value: snap.exists()
              ? {
                  status: 'success',
                  conversation: conversationFromData(snap.id, snap.data({ serverTimestamps: 'estimate' })),
                }
              : { status: 'missing' },
          }),
        (err) => {
          console.error('Conversation fetch failed', err);
          setState({ cid, value: { status: 'error' } });
        },
      ),
    [cid],
  );
  return state?.cid === cid ? state.value : { status: 'loading' };
}

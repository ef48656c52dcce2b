import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { firestore as db } from '../../../lib/firebase/sdk';
import { findConversation } from './find-conversation';

/** State of the Message button on a student's row. */
export type OpenConversationState = 'idle' | 'checking' | 'missing' | 'error';

/**
 * Opens /messages?c={cid} when the learner has a conversation with trainer `trainerUid`; otherwise
 * the state becomes 'missing' (trainers cannot start one, docs/decisions/092-trainer-opens-existing-conversation.md) or 'error' when the
 * read fails. Must render inside <WithFirebase>.
 */
export function useOpenConversation(learnerUid: string, trainerUid: string) {
  const navigate = useNavigate();
  const [state, setState] = useState<OpenConversationState>('idle');
  const open = useCallback(async () => {
    setState('checking');
    try {
      const cid = await findConversation(db, learnerUid, trainerUid);
      if (cid) void navigate(`/messages?c=${encodeURIComponent(cid)}`);
      else setState('missing');
    } catch (err) {
      console.error('Conversation lookup failed', err);
      setState('error');
    }
  }, [learnerUid, trainerUid, navigate]);
  return { state, open };
}

import type { Conversation } from '@skillsetu/domain';
import { doc } from 'firebase/firestore';
import { useLiveDoc } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { conversationConverter } from './converters';

/** One conversation, live: 'missing' until the learner's first message creates it. */
export type ConversationState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'success'; conversation: Conversation };

/** Live conversations/{cid} (reactfire; the rules let a participant read it even before it exists). */
export function useConversation(cid: string): ConversationState {
  const live = useLiveDoc(
    doc(firestore, 'conversations', cid).withConverter(conversationConverter),
    'Conversation fetch',
  );
  if (live.status === 'loading' || live.status === 'idle') return { status: 'loading' };
  if (live.status === 'error') return { status: 'error' };
  return live.data ? { status: 'success', conversation: live.data } : { status: 'missing' };
}

import { conversationId } from '@skillsetu/domain';
import { doc, getDoc, type Firestore } from 'firebase/firestore';

/**
 * The id of the conversation between `learnerUid` and trainer `trainerUid` when it exists, else null
 * (the rules let a participant read the id even before it exists). Only learners create
 * conversations (firestore.rules, messaging), docs/decisions/092-trainer-opens-existing-conversation.md.
 * Throws the Firestore error when the read fails.
 */
export async function findConversation(db: Firestore, learnerUid: string, trainerUid: string): Promise<string | null> {
  const cid = conversationId(learnerUid, trainerUid);
  const snap = await getDoc(doc(db, 'conversations', cid));
  return snap.exists() ? cid : null;
}

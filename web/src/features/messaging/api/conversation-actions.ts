import { arrayRemove, arrayUnion, doc, updateDoc } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';

/**
 * Marks the conversation read for `uid`: its unread count back to 0 and the conversation's
 * notification (`notifications/message_{cid}_{uid}`) read, so the next message notifies again.
 */
export async function markConversationRead(cid: string, uid: string, notify: boolean): Promise<void> {
  const writes = [updateDoc(doc(firestore, 'conversations', cid), { [`unread.${uid}`]: 0 })];
  if (notify) writes.push(updateDoc(doc(firestore, 'notifications', `message_${cid}_${uid}`), { is_read: true }));
  await Promise.allSettled(writes);
}

/** Blocks (or unblocks) the other participant: `uid` joins or leaves the conversation's blocked_by. */
export function setBlocked(cid: string, uid: string, blocked: boolean): Promise<void> {
  return updateDoc(doc(firestore, 'conversations', cid), {
    blocked_by: blocked ? arrayUnion(uid) : arrayRemove(uid),
  });
}

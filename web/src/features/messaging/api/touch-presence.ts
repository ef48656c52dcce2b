import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';

/** Stamps presence/{uid}.last_seen_at with the server time (the away-mail rule, docs/decisions/042-message-notifications-and-mail.md). */
export function touchPresence(uid: string): Promise<void> {
  return setDoc(doc(firestore, 'presence', uid), { last_seen_at: serverTimestamp() });
}

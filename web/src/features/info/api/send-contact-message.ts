import type { ContactMessage } from '@skillsetu/domain';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';

/**
 * Stores a contact form message as `contact_messages/{auto id}` with `created_at` = server time
 * (ARCHITECTURE Decision 5). Input already parsed with contactMessageSchema; lastName '' when
 * absent (the rules require the exact key set). Throws the SDK's FirestoreError on failure.
 * Only import lazily: it loads the Firebase SDK.
 */
export async function sendContactMessage(message: ContactMessage): Promise<string> {
  const ref = await addDoc(collection(firestore, 'contact_messages'), {
    firstName: message.firstName,
    lastName: message.lastName ?? '',
    email: message.email,
    subject: message.subject,
    message: message.message,
    created_at: serverTimestamp(),
  });
  return ref.id;
}

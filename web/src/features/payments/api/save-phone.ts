import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { auth, firestore } from '../../../lib/firebase/sdk';

/**
 * Stores the phone number typed in the payment dialog on profiles/{uid} (an owner-editable field),
 * so the next payment dialog is prefilled. Best effort: a failure is logged, never shown.
 */
export async function savePhoneOnce(phone: string): Promise<void> {
  const uid = auth.currentUser?.uid;
  if (!uid) return;
  try {
    await updateDoc(doc(firestore, 'profiles', uid), {
      phone: phone.trim().slice(0, 20),
      updated_at: serverTimestamp(),
    });
  } catch (err) {
    console.error('Saving the phone number failed', err);
  }
}

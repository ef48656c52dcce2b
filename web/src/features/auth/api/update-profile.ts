import { AUTH_MESSAGES, profileEditSchema, type ProfileEdit } from '@skillsetu/domain';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { auth, firestore } from '../../../lib/firebase/sdk';

/**
 * Saves My Profile's editable fields (docs/product.md#accounts-and-roles: full name, phone, city only) plus updated_at.
 * Empty phone/city are stored as null. Throws Error('No user logged in') without a session
 * (docs/product.md#accounts-and-roles), or the Firestore error.
 */
export async function updateMyProfile(values: ProfileEdit): Promise<void> {
  const uid = auth.currentUser?.uid;
  if (!uid) throw new Error(AUTH_MESSAGES.noUserLoggedIn);
  const v = profileEditSchema.parse(values);
  await updateDoc(doc(firestore, 'profiles', uid), {
    full_name: v.full_name,
    phone: v.phone || null,
    city: v.city || null,
    updated_at: serverTimestamp(),
  });
}

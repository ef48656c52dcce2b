import type { DashboardProfile } from '@skillsetu/domain';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';

/**
 * Saves the dashboard profile tab on trainer_profiles/{uid} (never verified or id). Like course
 * writes the local cache updates at once; the promise is the server ack (rules errors reject it).
 */
export function saveTrainerProfile(uid: string, values: DashboardProfile): Promise<void> {
  return updateDoc(doc(firestore, 'trainer_profiles', uid), {
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    city: values.city.trim(),
    specialization: values.specialization.trim(),
    bio: values.bio.trim(),
  });
}

/** Stores the photo URL on trainer_profiles/{uid} and profiles/{uid} (shown on cards). Resolves on server ack. */
export async function saveAvatarUrl(uid: string, url: string, hasTrainerProfile: boolean): Promise<void> {
  const writes = [updateDoc(doc(firestore, 'profiles', uid), { avatar_url: url, updated_at: serverTimestamp() })];
  if (hasTrainerProfile) writes.push(updateDoc(doc(firestore, 'trainer_profiles', uid), { avatar_url: url }));
  await Promise.all(writes);
}

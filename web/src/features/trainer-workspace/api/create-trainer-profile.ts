import { coursesToCreate, toCourseWrite, toTrainerProfileWrite, type TrainerFormValues } from '@skillsetu/domain';
import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';

/**
 * Writes trainer_profiles/{uid} and the chosen course entries as drafts (is_active false) in one
 * batch (spec §7 upsert + insert). page 'onboarding' keeps only courses with a title and a numeric
 * price (spec §5). Resolves when the server accepts; throws the SDK's FirestoreError (e.g.
 * permission-denied) otherwise. Returns the number of courses created.
 */
export async function createTrainerProfile(
  uid: string,
  values: TrainerFormValues,
  page: 'create' | 'onboarding',
  avatarUrl: string | null,
): Promise<number> {
  const batch = writeBatch(firestore);
  const profile = toTrainerProfileWrite(uid, values, avatarUrl);
  batch.set(doc(firestore, 'trainer_profiles', uid), { ...profile, created_at: serverTimestamp() });
  const courses = coursesToCreate(values.courses, page);
  for (const entry of courses) {
    const ref = doc(collection(firestore, 'courses'));
    batch.set(ref, {
      ...toCourseWrite(uid, entry, profile.specialization, profile.skills),
      created_at: serverTimestamp(),
    });
  }
  await batch.commit();
  return courses.length;
}

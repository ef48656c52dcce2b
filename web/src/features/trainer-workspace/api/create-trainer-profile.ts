import { coursesToCreate, toCourseWrite, toTrainerProfileWrite, type TrainerFormValues } from '@skillsetu/domain';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';
import { createCountedCourse } from './course-writes';

/**
 * Writes trainer_profiles/{uid}, then the chosen course entries as drafts (is_active false), each in
 * its own batch with its course count (docs/product.md#trainer-dashboard upsert + insert; docs/decisions/021-course-limits.md). page 'onboarding' keeps only courses with a title and a numeric
 * price (docs/product.md#trainer-dashboard). Resolves when the server accepts; throws the SDK's FirestoreError (e.g.
 * permission-denied) otherwise. Returns the number of courses created.
 */
export async function createTrainerProfile(
  uid: string,
  values: TrainerFormValues,
  page: 'create' | 'onboarding',
  avatarUrl: string | null,
): Promise<number> {
  const profile = toTrainerProfileWrite(uid, values, avatarUrl);
  await setDoc(doc(firestore, 'trainer_profiles', uid), { ...profile, created_at: serverTimestamp() });
  const courses = coursesToCreate(values.courses, page);
  await Promise.all(
    courses.map(
      (entry) => createCountedCourse(uid, toCourseWrite(uid, entry, profile.specialization, profile.skills)).synced,
    ),
  );
  return courses.length;
}

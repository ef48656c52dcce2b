import { contactKey, profiles } from '@skillsetu/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { dataOf, typedDoc } from '../lib/typed-docs';

/** The request and grant documents of one trainer–learner pair (`{trainerUid}_{learnerUid}`). */
export function contactRefs(trainerId: string, learnerId: string) {
  const key = contactKey(trainerId, learnerId);
  return { request: db.doc(`contact_requests/${key}`), grant: db.doc(`contact_grants/${key}`) };
}

/** Throws permission-denied unless `uid` has a profiles/{uid} of user_type trainer. */
export async function requireTrainer(uid: string): Promise<void> {
  const profile = dataOf(await typedDoc(db, profiles, uid).get());
  if (profile?.user_type !== 'trainer') {
    throw new HttpsError('permission-denied', 'Only trainers can answer contact requests.');
  }
}

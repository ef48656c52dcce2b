import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { auth, firestore } from '../../../lib/firebase/sdk';

/**
 * Notify Me (ADR 072): subscribes the signed-in learner to `courses/{courseId}` by creating
 * `course_watchers/{courseId}_{uid}` (rules: own uid, published course, not their own). Resolves
 * 'signed-out' without a user, 'watching' once subscribed (also when already subscribed). Throws
 * the FirebaseError otherwise (e.g. permission-denied for the trainer's own course).
 * Only import lazily: it loads the Firebase SDK.
 */
export async function watchCourse(courseId: string): Promise<'watching' | 'signed-out'> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return 'signed-out';
  const ref = doc(firestore, 'course_watchers', `${courseId}_${user.uid}`);
  if ((await getDoc(ref)).exists()) return 'watching';
  await setDoc(ref, { course_id: courseId, user_id: user.uid, created_at: serverTimestamp() });
  return 'watching';
}

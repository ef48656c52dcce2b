import type { UserRecord } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import { auth } from '../lib/admin';

/** The Auth user with this uid; throws HttpsError not-found when there is none. */
export async function requireUser(uid: string): Promise<UserRecord> {
  try {
    return await auth.getUser(uid);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'auth/user-not-found') {
      throw new HttpsError('not-found', 'No user has this id.');
    }
    throw err;
  }
}

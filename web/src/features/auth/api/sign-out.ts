import { signOut as firebaseSignOut } from 'firebase/auth';
import { clearIndexedDbPersistence, terminate } from 'firebase/firestore';
import { auth, firestore } from '../../../lib/firebase/sdk';
import { SIGNED_OUT_NOTICE_KEY } from '../signed-out-notice';

/**
 * Signs out and leaves no cached personal data for the next user of a shared device (docs/product.md#accounts-and-roles,
 * sign-out): signs out of Auth, terminates Firestore, clears its IndexedDB cache, then hard-navigates
 * to `to` (default /auth, docs/product.md#accounts-and-roles) so every listener and in-memory cache starts fresh.
 * Throws the Auth error when sign-out itself fails (docs/product.md#accounts-and-roles 'Sign out failed').
 */
export async function signOutAndClear(to: string = '/auth'): Promise<void> {
  await firebaseSignOut(auth);
  try {
    sessionStorage.setItem(SIGNED_OUT_NOTICE_KEY, '1');
  } catch {
    // storage unavailable: the page after the reload just shows no toast
  }
  try {
    await terminate(firestore);
    await clearIndexedDbPersistence(firestore);
  } catch (err) {
    // Another open tab still holds the cache (failed-precondition): the reload below drops the
    // in-memory state; the next sign-out with a single tab clears the disk cache.
    console.warn('Could not clear the offline cache', err);
  }
  window.location.assign(to);
}

/** Alias of signOutAndClear (the name other features import). */
export const signOut = signOutAndClear;

import { DELETE_ACCOUNT_TEXT } from '@skillsetu/domain';
import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { callFunction } from '../../../lib/firebase/callables';
import { auth } from '../../../lib/firebase/sdk';
import { signOutAndClear } from './sign-out';

const BAD_PASSWORD = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

/**
 * "Delete my account" (docs/accounts.md, docs/decisions/172-account-deletion.md): re-authenticates
 * the signed-in user with `password` (the callable needs a sign-in in the last 5 minutes), calls
 * `deleteMyAccount`, then signs out and clears the offline cache (a hard navigation to /auth).
 * Throws Error(DELETE_ACCOUNT_TEXT.wrongPassword) for a wrong password, else the FunctionsError
 * (failed-precondition with what must happen first) or the Auth error.
 */
export async function deleteMyAccount(password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('No user logged in');
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (err) {
    if (BAD_PASSWORD.has(String((err as { code?: string }).code))) throw new Error(DELETE_ACCOUNT_TEXT.wrongPassword);
    throw err;
  }
  await callFunction<null, { deleted: true }>('deleteMyAccount', null);
  await signOutAndClear('/auth');
}

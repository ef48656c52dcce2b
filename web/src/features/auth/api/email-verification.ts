import type { MailQueuedResult } from '@skillsetu/domain';
import { callFunction } from '../../../lib/firebase/callables';
import { auth } from '../../../lib/firebase/sdk';

/**
 * Asks the `sendEmailVerification` callable to mail Firebase's verification link to the signed-in
 * user's own address (docs/decisions/170-verified-email.md). Throws FunctionsError:
 * resource-exhausted (1 a minute, 5 a day per account), failed-precondition (already verified).
 */
export function resendEmailVerification(): Promise<MailQueuedResult> {
  return callFunction<null, MailQueuedResult>('sendEmailVerification', null);
}

/**
 * Reloads the signed-in Auth user and, once Firebase says the address is verified, forces a new ID
 * token so Firestore rules and callables see `email_verified` at once. Returns the verified state
 * (true when signed out: nothing to verify). Throws the Auth error of the reload.
 */
export async function refreshEmailVerified(): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return true;
  if (!user.emailVerified) await user.reload();
  const fresh = auth.currentUser;
  if (!fresh?.emailVerified) return false;
  const token = await fresh.getIdTokenResult();
  if (token.claims.email_verified !== true) await fresh.getIdToken(true);
  return true;
}

import { auth } from './sdk';

/**
 * Reloads the signed-in Auth user and, once Firebase says the address is verified, forces a new ID
 * token so Firestore rules and callables see `email_verified` at once
 * (docs/decisions/170-verified-email.md). Returns the verified state (true when signed out: nothing
 * to verify). Throws the Auth error of the reload or of the token refresh.
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

import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { auth } from '../../../lib/firebase/sdk';

/**
 * Admin login (docs/product.md#accounts-and-roles): signs in, then checks the `admin` custom claim. Resolves true for an
 * admin; a non-admin is signed out again and gets false. Throws the Auth error on bad credentials.
 */
export async function adminSignIn(email: string, password: string): Promise<boolean> {
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  const token = await user.getIdTokenResult(true);
  if (token.claims.admin === true) return true;
  await signOut(auth);
  return false;
}

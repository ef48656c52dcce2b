import { signInWithEmailAndPassword } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { auth, firestore } from '../../../lib/firebase/sdk';
import type { RoleFlags } from '../../../lib/post-login-destination';

/**
 * Signs in with email + password (docs/product.md#accounts-and-roles) and returns the role flags that pick the post-login
 * destination: the admin custom claim and profiles/{uid}.user_type. Throws the Auth error
 * (its message is the toast body of 'Sign in failed', docs/product.md#accounts-and-roles).
 */
export async function signIn(email: string, password: string): Promise<RoleFlags> {
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  const [token, profile] = await Promise.all([
    user.getIdTokenResult(),
    getDoc(doc(firestore, 'profiles', user.uid)).catch(() => null),
  ]);
  return { isAdmin: token.claims.admin === true, isTrainer: profile?.get('user_type') === 'trainer' };
}

import { fullNameOf, type SignUpForm } from '@skillsetu/domain';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { auth, firestore } from '../../../lib/firebase/sdk';
import { whileSigningUp } from './sign-up-in-flight';

/**
 * Creates the Auth user and writes `profiles/{uid}` (docs/product.md#accounts-and-roles): full_name = first + ' ' + last,
 * email, user_type learner|trainer, phone/city/avatar_url null, updated_at server time — and
 * nothing the server owns (no subscription_*; firestore.rules enforce the same key list).
 * Returns the uid and full name. Throws the Auth or Firestore error ('Sign up failed', docs/product.md#accounts-and-roles).
 * The session listens to the new profile once this has settled (docs/decisions/299-profile-listener-after-sign-up.md).
 */
export async function signUp(
  form: SignUpForm,
  userType: 'learner' | 'trainer',
): Promise<{ uid: string; fullName: string; email: string }> {
  const email = form.email.trim();
  return whileSigningUp(async () => {
    const { user } = await createUserWithEmailAndPassword(auth, email, form.password);
    const fullName = fullNameOf(form.firstName, form.lastName);
    await setDoc(doc(firestore, 'profiles', user.uid), {
      full_name: fullName,
      email: user.email ?? email,
      user_type: userType,
      phone: null,
      city: null,
      avatar_url: null,
      updated_at: serverTimestamp(),
    });
    return { uid: user.uid, fullName, email: user.email ?? email };
  });
}

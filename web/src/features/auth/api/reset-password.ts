import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { auth } from '../../../lib/firebase/sdk';

/** Checks a reset link's oobCode (docs/architecture.md#decision-4); resolves the account email, rejects when invalid or expired. */
export function verifyResetCode(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(auth, oobCode);
}

/** Sets the new password for a verified oobCode. Throws the Auth error ('Password update failed', docs/product.md#accounts-and-roles). */
export function applyNewPassword(oobCode: string, password: string): Promise<void> {
  return confirmPasswordReset(auth, oobCode, password);
}

import type { User } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';

/** Auth state: 'loading' until Firebase Auth knows; `user` null when signed out. */
export interface SigninState {
  status: 'loading' | 'success' | 'error';
  user: User | null;
  /** The ID token carries every claim of `requiredClaims`. */
  hasClaims: boolean;
}

/**
 * The signed-in user (reactfire's useSigninCheck, kept behind lib/: ADR 120, ADR 244) and whether
 * their ID token carries `requiredClaims` (e.g. `{ admin: true }`). Must render inside <WithFirebase>.
 */
export function useSignin(requiredClaims: Record<string, unknown>): SigninState {
  const signin = useSigninCheck({ requiredClaims });
  if (signin.status !== 'success') return { status: signin.status, user: null, hasClaims: false };
  const user = signin.data.signedIn ? signin.data.user : null;
  return { status: 'success', user, hasClaims: signin.data.signedIn && signin.data.hasRequiredClaims };
}

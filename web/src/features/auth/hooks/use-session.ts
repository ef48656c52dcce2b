import type { Profile } from '@skillsetu/domain';
import { useSignin } from '../../../lib/firebase/use-signin';
import { useProfileDoc } from '../api/use-profile-doc';

/** The signed-in user's identity as the app needs it. */
export interface SessionUser {
  uid: string;
  email: string | null;
}

/** Session state and role flags (docs/product.md#accounts-and-roles roles). */
export interface Session {
  status: 'loading' | 'signed-out' | 'signed-in';
  user: SessionUser | null;
  profile: Profile | null;
  /** profile.user_type === 'trainer'. */
  isTrainer: boolean;
  /** The ID token carries the `admin: true` custom claim (docs/architecture.md#data-model-cloud-firestore). */
  isAdmin: boolean;
  /** profile.subscription_status === 'active' and its end date is still ahead (docs/product.md#accounts-and-roles, ADR 013). */
  hasActiveSubscription: boolean;
}

const ADMIN_CLAIM = { admin: true };

/**
 * Status 'active' and an end date still ahead: a plan past its end reads expired before the hourly
 * job marks it (ADR 013). Same rule as domain's isSubscriptionActive, written here so this session
 * hook pulls no domain module into the home page's eager chunk.
 */
function hasActivePlan(profile: Profile | null): boolean {
  const end = profile?.subscription_end_date;
  return profile?.subscription_status === 'active' && end instanceof Date && end.getTime() > Date.now();
}

/**
 * The current session: Firebase Auth state (lib/firebase/use-signin, with the admin claim)
 * plus a live `profiles/{uid}` listener. 'loading' until both are known. Must be rendered inside
 * `<WithFirebase>`.
 */
export function useSession(): Session {
  const signin = useSignin(ADMIN_CLAIM);
  const user = signin.user;
  const profileDoc = useProfileDoc(user?.uid ?? null);

  if (signin.status === 'loading' || (user && profileDoc.status === 'loading')) {
    return {
      status: 'loading',
      user: null,
      profile: null,
      isTrainer: false,
      isAdmin: false,
      hasActiveSubscription: false,
    };
  }
  if (!user) {
    return {
      status: 'signed-out',
      user: null,
      profile: null,
      isTrainer: false,
      isAdmin: false,
      hasActiveSubscription: false,
    };
  }
  const profile = profileDoc.profile;
  return {
    status: 'signed-in',
    user: { uid: user.uid, email: user.email },
    profile,
    isTrainer: profile?.user_type === 'trainer',
    isAdmin: signin.hasClaims,
    hasActiveSubscription: hasActivePlan(profile),
  };
}

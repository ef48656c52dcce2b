import type { Profile } from '@skillsetu/domain';
import { doc } from 'firebase/firestore';
import { useLiveDoc } from '../../../lib/firebase/live';
import { NeverDeleted } from '../../../lib/firebase/never-deleted';
import { firestore } from '../../../lib/firebase/sdk';
import { profileConverter } from './profile-converter';
import { useSignUpInFlight } from './sign-up-in-flight';

/** Live state of one profile document: loading until the first snapshot; null when it does not exist. */
export interface ProfileDocState {
  status: 'loading' | 'success' | 'error';
  profile: Profile | null;
}

/** A client never deletes a profile (firestore.rules): once seen, one stays (ADR 287). */
const seen = new NeverDeleted<Profile>();

/**
 * Live `profiles/{uid}` (reactfire, typed by profileConverter). With uid null it reads nothing
 * and reports success with no profile. While a sign-up in this page is writing its profile, it
 * reports loading and listens to nothing yet: a listener started before the profile exists can
 * miss its creation on the emulator (docs/decisions/299-profile-listener-after-sign-up.md). Errors (e.g. permission-denied) are logged only (docs/product.md#accounts-and-roles
 * "profile fetch errors: only logged"). A profile seen once is never reported missing again: the
 * Firestore emulator can report the document missing after the sign-up's own write created it
 * (docs/decisions/287-contact-state-as-queries.md).
 */
export function useProfileDoc(uid: string | null): ProfileDocState {
  const signingUp = useSignUpInFlight();
  const live = useLiveDoc(
    uid && !signingUp ? doc(firestore, 'profiles', uid).withConverter(profileConverter) : null,
    'Profile fetch',
  );
  if (uid && signingUp) return { status: 'loading', profile: null };
  if (live.status === 'idle') return { status: 'success', profile: null };
  if (live.status === 'loading') return { status: 'loading', profile: null };
  const profile = uid ? seen.resolve(`profiles/${uid}`, live.data ?? undefined) : live.data;
  return { status: live.status, profile: profile ?? null };
}

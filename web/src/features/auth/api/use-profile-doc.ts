import type { Profile } from '@skillsetu/domain';
import { doc } from 'firebase/firestore';
import { useLiveDoc } from '../../../lib/firebase/live';
import { NeverDeleted } from '../../../lib/firebase/never-deleted';
import { firestore } from '../../../lib/firebase/sdk';
import { profileConverter } from './profile-converter';

/** Live state of one profile document: loading until the first snapshot; null when it does not exist. */
export interface ProfileDocState {
  status: 'loading' | 'success' | 'error';
  profile: Profile | null;
}

/** A client never deletes a profile (firestore.rules): once seen, one stays (ADR 287). */
const seen = new NeverDeleted<Profile>();

/**
 * Live `profiles/{uid}` (reactfire, typed by profileConverter). With uid null it reads nothing
 * and reports success with no profile. Errors (e.g. permission-denied) are logged only (docs/product.md#accounts-and-roles
 * "profile fetch errors: only logged"). A profile seen once is never reported missing again: the
 * Firestore emulator can report the document missing after the sign-up's own write created it
 * (docs/decisions/287-contact-state-as-queries.md).
 */
export function useProfileDoc(uid: string | null): ProfileDocState {
  const live = useLiveDoc(
    uid ? doc(firestore, 'profiles', uid).withConverter(profileConverter) : null,
    'Profile fetch',
  );
  if (live.status === 'idle') return { status: 'success', profile: null };
  if (live.status === 'loading') return { status: 'loading', profile: null };
  const profile = uid ? seen.resolve(`profiles/${uid}`, live.data ?? undefined) : live.data;
  return { status: live.status, profile: profile ?? null };
}

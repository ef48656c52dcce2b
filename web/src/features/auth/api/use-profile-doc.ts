import type { Profile } from '@skillsetu/domain';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { profileFromData } from './profile-converter';

/** Live state of one profile document: loading until the first snapshot; null when it does not exist. */
export interface ProfileDocState {
  status: 'loading' | 'success' | 'error';
  profile: Profile | null;
}

/**
 * Live listener on `profiles/{uid}` (unsubscribed on unmount or uid change). With uid null it
 * reads nothing and reports success with no profile. Errors (e.g. permission-denied) are logged
 * only (spec §8 "profile fetch errors: only logged").
 */
export function useProfileDoc(uid: string | null): ProfileDocState {
  const [state, setState] = useState<ProfileDocState & { uid: string | null }>({
    uid: null,
    status: 'success',
    profile: null,
  });
  useEffect(() => {
    if (!uid) return;
    return onSnapshot(
      doc(firestore, 'profiles', uid),
      (snap) => {
        const data = snap.data({ serverTimestamps: 'estimate' });
        setState({ uid, status: 'success', profile: data ? profileFromData(snap.id, data) : null });
      },
      (err) => {
        console.error('Profile fetch failed', err);
        setState({ uid, status: 'error', profile: null });
      },
    );
  }, [uid]);
  if (!uid) return { status: 'success', profile: null };
  if (state.uid !== uid) return { status: 'loading', profile: null };
  return { status: state.status, profile: state.profile };
}

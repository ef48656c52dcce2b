import type { Profile } from '@skillsetu/domain';
import { doc } from 'firebase/firestore';
import { useLiveDoc } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { profileConverter } from '../../auth';

/** A user's profile (live; null while loading or when missing). Admins only. */
export function useUserProfile(uid: string): {
  status: 'loading' | 'success' | 'missing' | 'error';
  profile: Profile | null;
} {
  const live = useLiveDoc(doc(firestore, 'profiles', uid).withConverter(profileConverter), 'Admin profile read');
  if (live.status === 'idle' || live.status === 'loading') return { status: 'loading', profile: null };
  if (live.status === 'error') return { status: 'error', profile: null };
  return live.data ? { status: 'success', profile: live.data } : { status: 'missing', profile: null };
}

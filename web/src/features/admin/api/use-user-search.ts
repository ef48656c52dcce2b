import type { Profile } from '@skillsetu/domain';
import { collection, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';
import { profileFromData } from '../../auth/api/profile-converter';
import { useLiveQuery, type LiveList } from './use-live-query';

/** A role filter of the users tab ('' = every role). */
export type RoleFilter = '' | 'learner' | 'trainer' | 'admin';

/**
 * Users whose email (text with '@' or all lowercase) or full name starts with `text` (case as
 * typed for names: Firestore prefix ranges are case-sensitive), optionally of one role, at most 50,
 * live. Empty text lists users by email. Admins only (profiles: owner or admin).
 */
export function useUserSearch(text: string, role: RoleFilter): LiveList<Profile> {
  const q = text.trim();
  const field = !q || q.includes('@') || q === q.toLowerCase() ? 'email' : 'full_name';
  const prefix = field === 'email' ? q.toLowerCase() : q;
  return useLiveQuery(
    `users:${field}:${prefix}:${role}`,
    () => {
      const constraints: QueryConstraint[] = [];
      if (role) constraints.push(where('user_type', '==', role));
      if (prefix) constraints.push(where(field, '>=', prefix), where(field, '<=', `${prefix}\uf8ff`));
      return query(collection(firestore, 'profiles'), ...constraints, orderBy(field), limit(50));
    },
    (id, data) => profileFromData(id, data),
  );
}

import { searchQueryToken, userSearch } from '@skillsetu/domain';
import { collection, limit, query, where, type QueryConstraint } from 'firebase/firestore';
import { viewConverter } from '../../../lib/firebase/converter-from-schema';
import { firestore } from '../../../lib/firebase/sdk';
import { useAdminList, type LiveList } from './use-live-query';

/** A role filter of the users tab ('' = every role). */
export type RoleFilter = '' | 'learner' | 'trainer' | 'admin';

/** One search result: the `user_search/{uid}` entry's name, e-mail and role. */
export interface UserHit {
  id: string;
  full_name: string;
  email: string;
  user_type: string;
}

/** `user_search/{uid}` through its module (domain userSearch); a missing role reads as learner. */
const hitConverter = viewConverter(userSearch, (id, d): UserHit => ({
  id,
  full_name: d.full_name ?? '',
  email: d.email ?? '',
  user_type: d.user_type || 'learner',
}));

/** Sorts hits by name, then e-mail, for a stable list (the query itself is unordered). */
const byName = (a: UserHit, b: UserHit) =>
  (a.full_name || a.email).localeCompare(b.full_name || b.email) || a.email.localeCompare(b.email);

/**
 * Users with any word of their name or e-mail starting with the longest word of `text`, whatever
 * its case ("walker", "Walk", "WALKER@" all find "Ravi Walker"), optionally of one role, at most 50,
 * live. Reads `user_search` (kept by a trigger, ADR 177; domain UserSearchDoc), never every profile.
 * Empty text lists up to 50 users. Admins only (firestore.rules).
 */
export function useUserSearch(text: string, role: RoleFilter): LiveList<UserHit> {
  // An e-mail is matched on its local part ("ravi.walker@learners…" → "walker"), not on a domain word
  // that every seeded learner shares.
  const token = searchQueryToken(text.includes('@') ? text.slice(0, text.indexOf('@')) || text : text);
  const constraints: QueryConstraint[] = [];
  if (role) constraints.push(where('user_type', '==', role));
  if (token) constraints.push(where('tokens', 'array-contains', token));
  const list = useAdminList(
    query(collection(firestore, 'user_search').withConverter(hitConverter), ...constraints, limit(50)),
    'Admin user search',
  );
  return { status: list.status, items: [...list.items].sort(byName) };
}

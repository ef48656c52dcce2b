import type { Query } from 'firebase/firestore';
import { useLiveQuery } from '../../../lib/firebase/live';

/** Live list state: 'loading' until the first snapshot; errors are logged and shown with the last data. */
export interface LiveList<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
}

/**
 * An admin list, live: `q` is a `withConverter` query (null = nothing to read yet, 'loading').
 * reactfire's useFirestoreCollectionData underneath (lib/firebase/live.ts). Admin lists are
 * bounded by the rules (limit ≤ 50).
 */
export function useAdminList<T>(q: Query<T> | null, label = 'Admin list'): LiveList<T> {
  const live = useLiveQuery(q, label);
  if (live.status === 'idle' || live.status === 'loading') return { status: 'loading', items: [] };
  return { status: live.status === 'success' ? 'ready' : 'error', items: live.data };
}

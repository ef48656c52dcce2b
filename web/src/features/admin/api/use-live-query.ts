import type { LoadStatus } from '../../../lib/firebase/load-status';
import type { Query } from 'firebase/firestore';
import { useLiveQuery } from '../../../lib/firebase/live';

/** Live list state: 'loading' until the first snapshot; errors are logged and shown with the last data. */
export interface LiveList<T> {
  status: LoadStatus;
  items: T[];
}

/**
 * An admin list, live: `q` is a `withConverter` query (null = nothing to read yet, 'loading').
 * reactfire's useFirestoreCollectionData underneath (lib/firebase/live.ts). Admin lists are
 * bounded by the rules (limit ≤ 50).
 */
export function useAdminList<T>(q: Query<T> | null, label = 'Admin list'): LiveList<T> {
  const live = useLiveQuery(q, label);
  return { status: live.status === 'idle' ? 'loading' : live.status, items: live.data };
}

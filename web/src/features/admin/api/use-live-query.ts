import { onSnapshot, type DocumentData, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

/** Live list state: 'loading' until the first snapshot; errors are logged and shown with the last data. */
export interface LiveList<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
}

/**
 * Listens to `query` (rebuilt when `key` changes; null = nothing to read) and maps each document
 * with `map`. Unsubscribes on unmount. Admin lists are bounded by the rules (limit ≤ 50).
 */
export function useLiveQuery<T>(
  key: string | null,
  build: () => Query<DocumentData> | null,
  map: (id: string, data: DocumentData) => T,
): LiveList<T> {
  const [state, setState] = useState<LiveList<T> & { key: string | null }>({ key: null, status: 'loading', items: [] });
  useEffect(() => {
    const q = key === null ? null : build();
    if (!q) return;
    return onSnapshot(
      q,
      (snap) =>
        setState({
          key,
          status: 'ready',
          items: snap.docs.map((d) => map(d.id, d.data({ serverTimestamps: 'estimate' }))),
        }),
      (err) => {
        console.error('Admin list failed', err);
        setState((s) => ({ ...s, key, status: 'error' }));
      },
    );
    // `build` and `map` are fresh closures each render; `key` says when the query changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { status: 'loading', items: [] };
}

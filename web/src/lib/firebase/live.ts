import {
  collection,
  doc,
  limit,
  query,
  where,
  type DocumentReference,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { onAuthStateChanged } from 'firebase/auth';
import { useEffect } from 'react';
import { useFirestoreCollection, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import type { Loaded } from './load-status';
import { auth, firestore } from './sdk';

export type { Loaded, LoadStatus } from './load-status';

/*
 * reactfire's hooks need a reference on every render, and a hook cannot be skipped while its key
 * (a uid, a conversation) is unknown. With nothing to read, these hooks pass a public reference
 * that matches nothing (one shared listener, no documents, no permission error) and report 'idle'
 * (docs/decisions/120-one-data-access-pattern.md).
 */
let noneDoc: DocumentReference | null = null;
let noneQuery: Query | null = null;
const idleDoc = () => (noneDoc ??= doc(firestore, 'review_stats', '_none'));
const idleQuery = () =>
  (noneQuery ??= query(collection(firestore, 'trainer_cards'), where('uid', '==', '_none'), limit(1)));

/*
 * reactfire keeps each stream (and its listener) for the page's lifetime, and a stream that failed
 * stays failed: a read denied after a sign-out would still fail after signing in again. Each
 * sign-in or sign-out drops the failed streams from reactfire's cache (the global map it keeps for
 * hot reloads), so the next render listens afresh.
 */
type CachedStream = { ourError?: unknown };
onAuthStateChanged(auth, () => {
  const cache = (globalThis as { _reactFirePreloadedObservables?: Map<string, CachedStream> })
    ._reactFirePreloadedObservables;
  cache?.forEach((stream, id) => {
    if (stream.ourError) cache.delete(id);
  });
});

type Status<T> = { status: 'loading' | 'success' | 'error'; data: T | undefined; error?: Error };
const failed = <T>(error: unknown): Status<T> => ({
  status: 'error',
  data: undefined,
  error: error instanceof Error ? error : new Error(String(error)),
});

function useLogged(error: Error | undefined, label: string): void {
  useEffect(() => {
    if (error) console.error(`${label} failed`, error);
  }, [error, label]);
}

/**
 * Live document (reactfire useFirestoreDocData over a `withConverter` reference, with metadata
 * changes: a converter may read `snapshot.metadata.hasPendingWrites`): null `ref` → 'idle'. Errors (e.g. permission-denied) are logged as '<label> failed' and reported as 'error'.
 * One converter per document path: reactfire caches a document's stream by its path.
 */
export function useLiveDoc<T>(ref: DocumentReference<T> | null, label: string): Loaded<T | undefined> {
  // reactfire throws a failed stream's error after its own hooks ran (for an error boundary):
  // caught, so a failed read is a status, as it was for the hooks this replaced
  let live: Status<T>;
  try {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- always called; only its final throw is caught
    live = useFirestoreDocData((ref ?? idleDoc()) as DocumentReference<T>);
  } catch (error) {
    live = failed<T>(error);
  }
  const error = ref ? live.error : undefined;
  useLogged(error, label);
  if (!ref) return { status: 'idle', data: undefined, error: undefined };
  return { status: live.status, data: live.status === 'loading' ? undefined : live.data, error };
}

/**
 * Live query (reactfire useFirestoreCollectionData over a `withConverter` query, with metadata
 * changes: a converter may read `snapshot.metadata.hasPendingWrites`): null `q` → 'idle' with [].
 * Errors are logged as '<label> failed' and reported as 'error' with the last data seen.
 */
export function useLiveQuery<T>(q: Query<T> | null, label: string): Loaded<T[]> {
  let live: Status<T[]>;
  try {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- always called; only its final throw is caught
    live = useFirestoreCollectionData((q ?? idleQuery()) as Query<T>);
  } catch (error) {
    live = failed<T[]>(error);
  }
  const error = q ? live.error : undefined;
  useLogged(error, label);
  if (!q) return { status: 'idle', data: [], error: undefined };
  return { status: live.status, data: live.status === 'loading' ? [] : (live.data ?? []), error };
}

/**
 * Live query snapshots (reactfire useFirestoreCollection) for a list whose documents are the
 * cursors of its next page (reviews, the Students tab); otherwise as useLiveQuery. `data` is
 * undefined until the first snapshot and after an error.
 */
export function useLiveSnapshots<T>(q: Query<T>, label: string): Loaded<QuerySnapshot<T> | undefined> {
  let live: Status<QuerySnapshot<T>>;
  try {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- always called; only its final throw is caught
    live = useFirestoreCollection(q);
  } catch (error) {
    live = failed<QuerySnapshot<T>>(error);
  }
  useLogged(live.error, label);
  return { status: live.status, data: live.status === 'success' ? live.data : undefined, error: live.error };
}

import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Loaded, LoadStatus } from './load-status';

/** What useOnce returns: a Loaded read plus `reload()`, which reads the same key again. */
export interface Once<T> extends Loaded<T | undefined> {
  reload: () => void;
}

/**
 * useOnce's options: `transition` sets the result inside startTransition (time-sliced render);
 * `quiet` logs a failure with console.warn, for a read whose failure the page hides (a public
 * page's placeholders stay; an error in the console costs Lighthouse's best-practices score).
 */
export interface OnceOptions {
  transition?: boolean;
  quiet?: boolean;
}

interface Settled<T> {
  key: string;
  nonce: number;
  status: 'success' | 'error';
  data: T | undefined;
  error: Error | undefined;
}

/**
 * The one one-shot read of the web (a getDoc, a query, a callable, a lazy module): runs `load`
 * when `key` is set or changes and on `reload()`; a null `key` → 'idle' (nothing to read yet).
 * Status as live.ts (LoadStatus): 'loading' (with the previous data on a reload of the same key,
 * undefined after a key change), 'success', or 'error' (logged as '<label> failed', the last data
 * of this key kept). A result that arrives after its key changed or the component unmounted is
 * dropped. `load` is read on each run, so it may be a fresh closure every render; `key` says when
 * to run again (docs/decisions/244-one-read-hook-and-feature-doors.md).
 */
export function useOnce<T>(
  key: string | null,
  load: () => Promise<T>,
  label: string,
  options: OnceOptions = {},
): Once<T> {
  const [nonce, setNonce] = useState(0);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const { transition = false, quiet = false } = options;
  useEffect(() => {
    if (key === null) return;
    let current = true;
    const set = (next: (prev: Settled<T> | null) => Settled<T>) => {
      if (!current) return;
      if (transition) startTransition(() => setSettled(next));
      else setSettled(next);
    };
    load().then(
      (data) => set(() => ({ key, nonce, status: 'success', data, error: undefined })),
      (error: unknown) => {
        if (current) (quiet ? console.warn : console.error)(`${label} failed`, error);
        set((prev) => ({
          key,
          nonce,
          status: 'error',
          data: prev?.key === key ? prev.data : undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        }));
      },
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` and `nonce` say when to read again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, nonce]);
  if (key === null) return { status: 'idle', data: undefined, error: undefined, reload };
  const mine = settled?.key === key ? settled : null;
  if (!mine) return { status: 'loading', data: undefined, error: undefined, reload };
  const status: LoadStatus = mine.nonce === nonce ? mine.status : 'loading';
  return { status, data: mine.data, error: status === 'error' ? mine.error : undefined, reload };
}

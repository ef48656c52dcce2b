import { useCallback, useEffect, useState } from 'react';

/** State of a one-shot server read. */
export type CallableData<T> =
  | { status: 'loading'; data: T | null; reload: () => void }
  | { status: 'ready'; data: T; reload: () => void }
  | { status: 'error'; data: T | null; error: Error; reload: () => void };

/**
 * Runs `load` on mount and whenever `key` changes or `reload()` is called; keeps the last data
 * while reloading. Errors are logged and returned (the caller shows them with a retry).
 */
export function useCallableData<T>(key: string, load: () => Promise<T>): CallableData<T> {
  const [nonce, setNonce] = useState(0);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const [state, setState] = useState<{ data: T | null; error: Error | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: Error) => {
        console.error('Admin read failed', error);
        if (live) setState((s) => ({ ...s, error, loading: false }));
      },
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; `key` and `nonce` say when to load again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, nonce]);
  if (state.error) return { status: 'error', data: state.data, error: state.error, reload };
  if (state.loading || state.data === null) return { status: 'loading', data: state.data, reload };
  return { status: 'ready', data: state.data, reload };
}

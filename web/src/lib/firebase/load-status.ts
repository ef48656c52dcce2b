/**
 * The one status of every data read on the web, live (live.ts) or one-shot (use-once.ts):
 * 'idle' with nothing to read (no key, no reference), 'loading' until the first result,
 * 'success' with data, 'error' (logged as '<label> failed') with the last data seen
 * (docs/decisions/244-one-read-hook-and-feature-doors.md). Types only: no chunk of its own, no
 * Firebase import.
 */
export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

/** A read's result: `data` is the hook's empty value (undefined, []) until the first success. */
export interface Loaded<T> {
  status: LoadStatus;
  data: T;
  error: Error | undefined;
}

import { useSyncExternalStore } from 'react';

// Kept apart from sign-up.ts: the session hook, in the home page's first chunk, reads it without
// pulling in the sign-up code.

let inFlight = 0;
const listeners = new Set<() => void>();

function change(delta: number): void {
  inFlight += delta;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Runs `create` (a sign-up: the Auth user, then its `profiles/{uid}` write) as a sign-up in flight,
 * until it settles, resolved or rejected. Returns what `create` returns; rethrows its error.
 */
export async function whileSigningUp<T>(create: () => Promise<T>): Promise<T> {
  change(1);
  try {
    return await create();
  } finally {
    change(-1);
  }
}

/**
 * True while a sign-up in this page has created its Auth user but not yet heard back on its
 * profile write: the session listens to the new profile only after that
 * (docs/decisions/299-profile-listener-after-sign-up.md).
 */
export function useSignUpInFlight(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => inFlight > 0,
    () => false,
  );
}

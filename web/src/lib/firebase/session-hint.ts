import { useSyncExternalStore } from 'react';

const KEY = 'skillsetu:signed-in';
const EVENT = 'skillsetu:session-hint';

/**
 * Whether this browser had a signed-in Firebase user when Firebase last ran here (a localStorage
 * flag, written by sdk.ts on every auth state change). Lets the navbar skip loading the Firebase
 * SDKs for signed-out visitors (docs/decisions/009-session-hint.md); Firebase stays the source of truth.
 */
export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Records the auth state seen by Firebase and tells this tab's listeners (other tabs get 'storage'). */
export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn === hasSessionHint()) return;
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The session hint as React state: re-renders when a sign-in or sign-out happens in any tab. */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, hasSessionHint, () => false);
}

// Firebase, initialised once outside React (reactfire docs/use.md). This module is only ever
// loaded through dynamic import() so the home page's first paint does not wait for it.
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { emulators } from '../../config/firebase-config';
import { firebaseApp } from './app';
import { setSessionHint } from './session-hint';

// The app and App Check (app.ts) start before any service below sends a request.
export { appCheck, firebaseApp } from './app';
/** Callables (asia-south1), shared with the signed-out path (functions.ts). */
export { functions } from './functions';
/**
 * Email and password only: initializeAuth without a popup/redirect resolver, so Auth never loads
 * Google's sign-in iframe (getAuth does, proactively) and its code stays out of the bundle.
 * Persistence as getAuth's default: IndexedDB, then localStorage, then sessionStorage.
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});
/** Firestore with the persistent multi-tab cache: offline edits survive reloads (docs/architecture.md#decision-3). */
export const firestore = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

if (emulators) {
  connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
}

// Keeps the navbar's hint in step with Firebase: signed-out visitors never load Firebase for it.
onAuthStateChanged(auth, (user) => setSessionHint(user !== null));

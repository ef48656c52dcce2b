// Firebase, initialised once outside React (reactfire docs/use.md). This module is only ever
// loaded through dynamic import() so the home page's first paint does not wait for it.
import { initializeApp } from 'firebase/app';
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
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { emulators, firebaseConfig, functionsRegion } from '../../config/firebase-config';
import { startAppCheck } from './app-check';
import { setSessionHint } from './session-hint';

export const firebaseApp = initializeApp(firebaseConfig);
/** App Check before any other service sends a request (docs/decisions/016-app-check.md). */
export const appCheck = startAppCheck(firebaseApp, emulators !== null);
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
/** Callables live in asia-south1 (functionsRegion), on the emulator as in production. */
export const functions = getFunctions(firebaseApp, functionsRegion);

if (emulators) {
  connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
  connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
}

// Keeps the navbar's hint in step with Firebase: signed-out visitors never load Firebase for it.
onAuthStateChanged(auth, (user) => setSessionHint(user !== null));

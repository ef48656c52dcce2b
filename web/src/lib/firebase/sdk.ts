// Firebase, initialised once outside React (reactfire docs/use.md). This module is only ever
// loaded through dynamic import() so the home page's first paint does not wait for it.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, onAuthStateChanged } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { emulators, firebaseConfig } from '../../config/firebase-config';
import { setSessionHint } from './session-hint';

export const firebaseApp = initializeApp(firebaseConfig);
export const auth = getAuth(firebaseApp);
/** Firestore with the persistent multi-tab cache: offline edits survive reloads (Decision 3). */
export const firestore = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});
/** Callables live in the default region, us-central1. */
export const functions = getFunctions(firebaseApp);

if (emulators) {
  connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
  connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
}

// Keeps the navbar's hint in step with Firebase: signed-out visitors never load Firebase for it.
onAuthStateChanged(auth, (user) => setSessionHint(user !== null));

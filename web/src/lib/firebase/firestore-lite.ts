// Firestore Lite (Firebase's REST-based SDK for one-time reads, a fraction of the full SDK's size)
// for public pages that only read once, like the home page's featured trainers. Only ever loaded
// through dynamic import(). It shares the default Firebase app with sdk.ts: initializeApp with the
// same options returns the existing app.
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { emulators, firebaseConfig } from '../../config/firebase-config';

/** The Firestore Lite instance of the default app (emulator-connected under `--mode emulator`). */
export const firestoreLite = getFirestore(initializeApp(firebaseConfig));

if (emulators) connectFirestoreEmulator(firestoreLite, emulators.firestore.host, emulators.firestore.port);

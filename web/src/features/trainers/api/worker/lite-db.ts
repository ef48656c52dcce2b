import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { emulators, firebaseConfig } from '../../../../config/firebase-config';

/** Firestore Lite (one REST request per read, a fraction of the full SDK) in the trainer-cards worker. */
export const liteDb = getFirestore(initializeApp(firebaseConfig));
if (emulators) connectFirestoreEmulator(liteDb, emulators.firestore.host, emulators.firestore.port);

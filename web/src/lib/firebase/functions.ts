// Cloud Functions for this page's Firebase app, without Auth or Firestore: sdk.ts re-exports it, and
// a signed-out browser calls callables through it alone (anonymous-callables.ts,
// docs/decisions/292-signed-out-page-views-without-the-sdk.md). Only ever loaded through dynamic import().
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { emulators, functionsRegion } from '../../config/firebase-config';
import { firebaseApp } from './app';

/** Callables live in asia-south1 (functionsRegion), on the emulator as in production. */
export const functions = getFunctions(firebaseApp, functionsRegion);

if (emulators) connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);

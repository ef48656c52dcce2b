// The Firebase app and App Check, initialised once outside React. Shared by the full SDK module
// (sdk.ts) and the signed-out callables path (functions.ts), so whichever loads first creates them
// and the other reuses them. Only ever loaded through dynamic import() (docs/performance.md).
import { initializeApp } from 'firebase/app';
import { emulators, firebaseConfig } from '../../config/firebase-config';
import { startAppCheck } from './app-check';

/** The default Firebase app of this page. */
export const firebaseApp = initializeApp(firebaseConfig);
/** App Check before any other service sends a request (docs/decisions/016-app-check.md); null without a site key. */
export const appCheck = startAppCheck(firebaseApp, emulators !== null);

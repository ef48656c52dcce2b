// The Admin SDK app used by the seed and grant-admin scripts, pointed at the emulators.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { HOST, PROJECT_ID, ports } from '../lib/ports.mjs';

const APP_NAME = 'skillsetu-scripts';

/**
 * Sets the standard emulator variables (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST,
 * GCLOUD_PROJECT) from scripts/lib/ports.mjs when `firebase emulators:exec` has not set them, so
 * the scripts also work beside a running `npm start` or `npm run emulators`.
 */
export function useEmulatorEnv() {
  const p = ports();
  process.env.FIRESTORE_EMULATOR_HOST ||= `${HOST}:${p.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= `${HOST}:${p.auth}`;
  process.env.GCLOUD_PROJECT ||= PROJECT_ID;
  process.env.METADATA_SERVER_DETECTION ||= 'none';
}

/**
 * The scripts' Admin SDK services `{ app, auth, db }` (a named app, so it never clashes with a
 * caller's default app). Emulator variables are filled in first (see useEmulatorEnv).
 * @returns {{ app: import('firebase-admin/app').App, auth: import('firebase-admin/auth').Auth, db: import('firebase-admin/firestore').Firestore }}
 */
export function adminServices() {
  useEmulatorEnv();
  const app =
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID }, APP_NAME);
  return { app, auth: getAuth(app), db: getFirestore(app) };
}

// Types of admin-app.mjs for the TypeScript that imports it (scripts/reconcile.ts, e2e support).
import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

/** Sets the standard emulator variables from scripts/lib/ports.mjs when they are not set. */
export function useEmulatorEnv(): void;
/** The scripts' Admin SDK services (a named app), emulator variables filled in first. */
export function adminServices(): { app: App; auth: Auth; db: Firestore };

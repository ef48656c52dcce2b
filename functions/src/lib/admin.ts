// First: the global options (App Check on every callable) must be set before any onCall runs.
import './global-options';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

/** The Admin SDK app, initialised once per function instance. */
export const app = getApps()[0] ?? initializeApp();
export const db = getFirestore(app);
export const auth = getAuth(app);

/** Firestore Timestamp (or Date) → Date; anything else → fallback. Converters live at the edge (docs/architecture.md#data-access-on-the-web). */
export function toDate(value: unknown, fallback: Date = new Date(0)): Date {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return fallback;
}

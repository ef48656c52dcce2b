// Shared setup of the accounts functions tests (emulators only, no mocks): client SDK users on the
// Auth emulator call the functions emulator; the Admin SDK inspects Firestore.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { getApps as getAdminApps, initializeApp as initAdmin } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
// @ts-expect-error plain ESM helper shared with the scripts
import { HOST, PROJECT_ID, ports } from '../../../scripts/lib/ports.mjs';

const p = ports() as { functions: number; auth: number; firestore: number };
export const AUTH_EMULATOR = `http://${HOST}:${p.auth}`;

/** Admin Firestore on the emulator. */
export function adminDb(): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${p.firestore}`;
  const app = getAdminApps()[0] ?? initAdmin({ projectId: PROJECT_ID });
  return getFirestore(app);
}

export interface Client {
  app: FirebaseApp;
  auth: Auth;
  call: <Req, Res>(name: string, data: Req) => Promise<Res>;
}

const apps: FirebaseApp[] = [];

/** A client app connected to the Auth and Functions emulators (signed out). */
export function newClient(label: string): Client {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', appId: '1:0:web:0' },
    `${label}-${randomUUID()}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, AUTH_EMULATOR, { disableWarnings: true });
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, HOST, p.functions);
  return {
    app,
    auth,
    call: async <Req, Res>(name: string, data: Req) => (await httpsCallable<Req, Res>(functions, name)(data)).data,
  };
}

/** A fresh e-mail address for this run. */
export function freshEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@accounts.test`;
}

/** A new signed-in user (Auth emulator) with a client; returns uid and email too. */
export async function newUser(label: string): Promise<Client & { uid: string; email: string }> {
  const client = newClient(label);
  const email = freshEmail(label);
  const cred = await createUserWithEmailAndPassword(client.auth, email, 'secret123');
  return { ...client, uid: cred.user.uid, email };
}

/** Deletes every client app (afterAll). */
export async function closeApps(): Promise<void> {
  await Promise.all(apps.splice(0).map((a) => deleteApp(a)));
}

/** The code of a rejected callable ('functions/invalid-argument' → 'invalid-argument'). */
export async function callErrorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    return String((err as { code?: string }).code ?? '').replace(/^functions\//, '');
  }
  throw new Error('expected the call to fail');
}

/** Mail documents addressed to `to`, newest last. */
export async function mailsTo(db: Firestore, to: string): Promise<FirebaseFirestore.DocumentData[]> {
  const snap = await db.collection('mail').where('to', '==', to).get();
  return snap.docs.map((d) => d.data());
}

/** Polls `check` until it returns a value (triggers fire ~1–2 s after a write), or fails after timeoutMs. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

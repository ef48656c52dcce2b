// Shared setup of the payments functions tests (emulators + the Razorpay test double; no mocks):
// client SDK users signed in on the Auth emulator call the functions emulator; the Admin SDK seeds
// and inspects Firestore.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { getApps as getAdminApps, initializeApp as initAdmin } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { courses } from '@skillsetu/domain';
import { FUNCTIONS_REGION, HOST, PROJECT_ID, ports } from '../../../scripts/lib/ports.mjs';

const p = ports();
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const FUNCTIONS_BASE = `http://${HOST}:${p.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}`;
export const WEBHOOK_URL = `${FUNCTIONS_BASE}/razorpayWebhook`;
export const DOUBLE_BASE = process.env.RAZORPAY_API_BASE ?? `http://${HOST}:${p.razorpay}`;

function readEnvFile(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (m?.[1] && m[2] !== undefined) out[m[1]] = m[2];
  }
  return out;
}

/** The TEST secrets from functions/.secret.local (the same file the emulator reads). */
export const testSecrets = readEnvFile('functions/.secret.local') as {
  RAZORPAY_KEY_SECRET: string;
  RAZORPAY_WEBHOOK_SECRET: string;
};
export const testKeyId = readEnvFile('functions/.env').RAZORPAY_KEY_ID ?? '';

/** Admin Firestore on the emulator (FIRESTORE_EMULATOR_HOST is set by emulators:exec). */
export function adminDb(): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${p.firestore}`;
  // The default app, not the first one: the functions suite shares one process (ADR 286), and files
  // before this one may have named apps of their own; `getAuth()` without an app needs the default.
  const app = getAdminApps().find((a) => a.name === '[DEFAULT]') ?? initAdmin({ projectId: PROJECT_ID });
  return getFirestore(app);
}

/** Marks the Auth user's e-mail verified with the Admin SDK (as opening the verification link does). */
export async function markEmailVerified(uid: string): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${p.auth}`;
  adminDb();
  await getAdminAuth(getAdminApps()[0]).updateUser(uid, { emailVerified: true });
}

export interface TestUser {
  uid: string;
  email: string;
  app: FirebaseApp;
  call: <Req, Res>(name: string, data: Req) => Promise<Res>;
}

const apps: FirebaseApp[] = [];

/**
 * A fresh user signed up on the Auth emulator, with a client app connected to the emulators; the
 * e-mail is verified (paying needs it) unless `verified: false`.
 */
export async function newUser(label: string, opts: { verified?: boolean } = {}): Promise<TestUser> {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', appId: '1:0:web:0' },
    `${label}-${randomUUID()}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${p.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, HOST, p.functions);
  const email = `${label}-${randomUUID().slice(0, 8)}@payments.test`;
  const cred = await createUserWithEmailAndPassword(auth, email, 'secret123');
  if (opts.verified !== false) {
    await markEmailVerified(cred.user.uid);
    await cred.user.getIdToken(true);
  }
  return {
    uid: cred.user.uid,
    email,
    app,
    call: async <Req, Res>(name: string, data: Req) =>
      (await httpsCallable<Req, Res>(functions, name, { timeout: 170_000 })(data)).data,
  };
}

/** Deletes every client app made by newUser (afterAll). */
export async function closeApps(): Promise<void> {
  await Promise.all(apps.splice(0).map((a) => deleteApp(a)));
}

/**
 * profiles/{uid} as the accounts feature creates it (no plan), with the given user_type; the one
 * profile seeder of the functions tests (the admin tests re-export it).
 */
export async function seedProfile(
  db: Firestore,
  user: { uid: string; email: string },
  userType: 'learner' | 'trainer' | 'admin',
): Promise<void> {
  await db.doc(`profiles/${user.uid}`).set({
    id: user.uid,
    full_name: `Test ${userType}`,
    email: user.email,
    phone: null,
    city: null,
    avatar_url: null,
    user_type: userType,
    subscription_status: null,
    subscription_plan: null,
    subscription_start_date: null,
    subscription_end_date: null,
    updated_at: Timestamp.now(),
  });
}

/** A published course (price in rupees) owned by trainerId; returns its id. */
export async function seedCourse(db: Firestore, trainerId: string, price = 2999, isActive = true): Promise<string> {
  const ref = db.collection('courses').doc();
  const { id: _id, ...course } = courses.make({
    trainer_id: trainerId,
    title: `Course ${ref.id.slice(0, 5)}`,
    description: 'A test course',
    duration: '4 weeks',
    category: 'Web Development',
    skills: ['React'],
    mode: 'Online',
    is_active: isActive,
    // Sold without a batch too (docs/decisions/132-self-paced-courses.md); batches, when a test adds them, take precedence.
    self_paced: true,
    created_at: new Date(),
  });
  // The price as given, whole rupees or not: the price tests write ones the schema refuses.
  await ref.set({ ...course, price });
  return ref.id;
}

export interface CheckoutResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** "Pay" in the test double's checkout: a payment id and a signature made server-side (no webhook). */
export async function payAtDouble(orderId: string): Promise<CheckoutResult> {
  const r = await fetch(`${DOUBLE_BASE}/v1/__checkout/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ order_id: orderId, webhook: false }),
  });
  if (!r.ok) throw new Error(`double pay failed: ${r.status} ${await r.text()}`);
  return (await r.json()) as CheckoutResult;
}

/** Asks the double to send a signed webhook to razorpayWebhook; returns the function's status and body. */
export async function sendWebhookViaDouble(body: {
  event: 'payment.captured' | 'order.paid';
  order_id: string | null;
  payment_id: string;
  event_id?: string;
  signature?: string;
}): Promise<{ status: number; body: string; event_id: string }> {
  const r = await fetch(`${DOUBLE_BASE}/__test/webhooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`double webhook failed: ${r.status} ${await r.text()}`);
  return (await r.json()) as { status: number; body: string; event_id: string };
}

/** Number of success notifications written for an order (one per fulfilment). */
export async function fulfilmentsOf(db: Firestore, orderId: string): Promise<number> {
  const snap = await db.collection('notifications').where('order_id', '==', orderId).count().get();
  return snap.data().count;
}

/** The FunctionsError code ('functions/invalid-argument' → 'invalid-argument') and message of a rejected call. */
export async function callError(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (err) {
    const e = err as { code?: string; message?: string };
    // The emulator's client SDK may append the HTTP status (' [409]'): the message is what the server sent.
    const message = (e.message ?? '').replace(/ \[\d{3}\]$/, '');
    return { code: String(e.code ?? '').replace(/^functions\//, ''), message };
  }
  throw new Error('expected the call to fail');
}

/** GET on the double's Razorpay API with the test key (basic auth), parsed JSON. */
export async function doubleGet<T>(pathname: string): Promise<T> {
  const auth = Buffer.from(`${testKeyId}:${testSecrets.RAZORPAY_KEY_SECRET}`).toString('base64');
  const r = await fetch(`${DOUBLE_BASE}${pathname}`, { headers: { Authorization: `Basic ${auth}` } });
  if (!r.ok) throw new Error(`double GET ${pathname}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** A captured payment of any amount at the double, for an order id or none (a payment link); its id. */
export async function capturedPaymentAtDouble(orderId: string | null, amount: number): Promise<string> {
  const r = await fetch(`${DOUBLE_BASE}/__test/payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ order_id: orderId, amount }),
  });
  if (!r.ok) throw new Error(`double payment failed: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { id: string }).id;
}

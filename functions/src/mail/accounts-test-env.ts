// Shared setup of the accounts functions tests (emulators only, no mocks): client SDK users on the
// Auth emulator call the functions emulator; the Admin SDK inspects Firestore.
import { expect, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, type Auth } from 'firebase/auth';
import { getApps as getAdminApps, initializeApp as initAdmin } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { FUNCTIONS_REGION, HOST, PROJECT_ID, ports } from '../../../scripts/lib/ports.mjs';

const p = ports();
export const AUTH_EMULATOR = `http://${HOST}:${p.auth}`;

/** Admin Firestore on the emulator. */
export function adminDb(): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${p.firestore}`;
  // The default app, not the first one: the functions suite shares one process (ADR 286), and files
  // before this one may have named apps of their own; `getAuth()` without an app needs the default.
  const app = getAdminApps().find((a) => a.name === '[DEFAULT]') ?? initAdmin({ projectId: PROJECT_ID });
  return getFirestore(app);
}

export const FUNCTIONS_URL = `http://${HOST}:${p.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}`;

export interface Client {
  app: FirebaseApp;
  auth: Auth;
  /** The caller's simulated IP address (sent as X-Forwarded-For, as Google's front end would). */
  ip: string;
  call: <Req, Res>(name: string, data: Req) => Promise<Res>;
}

const apps: FirebaseApp[] = [];

/** A fresh documentation-range IPv6 address (2001:db8::/32): each client is its own caller. */
export function freshIp(): string {
  const hex = randomUUID().replace(/-/g, '');
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}`;
}

/** An App Check token as the debug/custom provider would attach it (the emulator decodes, never verifies). */
export function fakeAppCheckToken(): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '1:0:web:0', app_id: '1:0:web:0', iat: now, exp: now + 3600 })}.`;
}

/**
 * Calls a callable over the callable protocol with plain fetch (what the client SDK sends, plus
 * X-Forwarded-For so that each client is a distinct caller for the per-caller limits). Resolves
 * with `result`; rejects with an Error whose `code` is the lower-case status ('resource-exhausted') and
 * `details` the server's HttpsError details, if any.
 */
export async function callOverHttp<Res>(
  name: string,
  data: unknown,
  opts: { ip: string; idToken?: string; appCheck?: boolean },
): Promise<Res> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': opts.ip };
  if (opts.idToken) headers.authorization = `Bearer ${opts.idToken}`;
  if (opts.appCheck !== false) headers['x-firebase-appcheck'] = fakeAppCheckToken();
  const res = await fetch(`${FUNCTIONS_URL}/${name}`, { method: 'POST', headers, body: JSON.stringify({ data }) });
  const body = (await res.json()) as { result?: Res; error?: { status: string; message: string; details?: unknown } };
  if (body.error) {
    const code = body.error.status.toLowerCase().replace(/_/g, '-');
    throw Object.assign(new Error(body.error.message), { code, details: body.error.details });
  }
  return body.result as Res;
}

/** A client app connected to the Auth emulator (signed out) that calls functions from its own IP. */
export function newClient(label: string, ip: string = freshIp()): Client {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', appId: '1:0:web:0' },
    `${label}-${randomUUID()}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, AUTH_EMULATOR, { disableWarnings: true });
  return {
    app,
    auth,
    ip,
    call: async <Req, Res>(name: string, data: Req) =>
      callOverHttp<Res>(name, data, { ip, idToken: await auth.currentUser?.getIdToken() }),
  };
}

/** A fresh e-mail address for this run. */
export function freshEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@accounts.test`;
}

/**
 * A new signed-in user (Auth emulator) with a client; returns uid and email too. The e-mail is
 * verified (paying, publishing and messaging need it) unless `opts.verified` is false.
 */
export async function newUser(
  label: string,
  ip?: string,
  opts: { verified?: boolean } = {},
): Promise<Client & { uid: string; email: string }> {
  const client = newClient(label, ip);
  const email = freshEmail(label);
  const cred = await createUserWithEmailAndPassword(client.auth, email, 'secret123');
  if (opts.verified !== false) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR.replace(/^http:\/\//, '');
    adminDb();
    await getAdminAuth(getAdminApps()[0]).updateUser(cred.user.uid, { emailVerified: true });
    await cred.user.getIdToken(true);
  }
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

/**
 * The per-caller limits count in fixed, UTC-aligned windows (lib/caller-limits.ts), so a burst that
 * runs over a window's turn may pass `max` more in the next window. Waits out the window's last
 * `marginMs` (up to one margin), then returns the index of the window the burst starts in.
 */
export async function windowWithRoom(windowMs: number, marginMs: number): Promise<number> {
  if (Date.now() % windowMs > windowMs - marginMs) {
    const next = Math.ceil(Date.now() / windowMs) * windowMs;
    await eventually(async () => (Date.now() >= next ? true : undefined), marginMs + 40_000);
  }
  return Math.floor(Date.now() / windowMs);
}

/**
 * Expects exactly `max` of a burst to have passed when it ran inside one window (from `first`,
 * windowWithRoom's index, to now), and at least `max` and at most `max` per window otherwise.
 * Returns how many passed.
 */
export function expectPassedPerWindow(passed: number, max: number, windowMs: number, first: number): number {
  const windows = Math.floor(Date.now() / windowMs) - first + 1;
  if (windows === 1) expect(passed).toBe(max);
  else expect(passed).toBeGreaterThanOrEqual(max);
  expect(passed).toBeLessThanOrEqual(max * windows);
  return passed;
}

/**
 * Waits (vi.waitFor) until `check` returns a value (triggers fire ~1–2 s after a write, but a cold
 * function's first run on a busy 2-core machine took over 15 s: ADR 150); fails after timeoutMs.
 */
export function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const v = await check();
      if (v === undefined) throw new Error('condition not met in time');
      return v;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** Runs fn(0..count-1), `width` calls at a time; resolves with every result in index order. */
export async function inWaves<T>(count: number, width: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += width) {
    const wave = Array.from({ length: Math.min(width, count - start) }, (_, k) => fn(start + k));
    out.push(...(await Promise.all(wave)));
  }
  return out;
}

// Emulator setup shared by every firestore.rules suite: the emulator from FIRESTORE_EMULATOR_HOST
// (set by `firebase emulators:exec`; else this offset's port), rules read from firestore.rules,
// seed data written with rules disabled, data cleared before each test (firebase/quickstart-testing).
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { HOST, PROJECT_ID, ports } from '../../scripts/lib/ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Host and port of the Firestore emulator: FIRESTORE_EMULATOR_HOST, else scripts/lib/ports.mjs. */
export function firestoreEmulator(): { host: string; port: number } {
  const fromEnv = process.env.FIRESTORE_EMULATOR_HOST;
  if (fromEnv) {
    const i = fromEnv.lastIndexOf(':');
    return { host: fromEnv.slice(0, i).replace(/^\[|\]$/g, ''), port: Number(fromEnv.slice(i + 1)) };
  }
  return { host: HOST, port: ports().firestore };
}

/** Accessors for one test file's rules environment (see useRulesEnv). */
export interface RulesEnv {
  /**
   * Firestore as a signed-in user (token email `${uid}@example.com` unless given, verified unless
   * `verified: false`; `admin` adds the claim). One client per user and token for the whole file,
   * for one-shot reads and writes: a test that listens (onSnapshot) takes a client of its own from
   * `env()`, since a listener leaves documents in its client's cache for the next test (ADR 304).
   */
  as(uid: string, opts?: { admin?: boolean; email?: string; verified?: boolean }): Firestore;
  /** Firestore as a signed-out visitor: the file's one visitor client, as `as()`. */
  anon(): Firestore;
  /** Writes seed data with rules disabled. */
  seed(fn: (db: Firestore) => Promise<unknown>): Promise<void>;
  /** The underlying environment (for anything the accessors do not cover). */
  env(): RulesTestEnvironment;
}

/** The firestore.rules text this process last loaded into the emulator (the rules files share one process). */
let loadedRules: string | undefined;

/**
 * Registers beforeAll/beforeEach/afterAll hooks for a rules suite (project demo-skillsetu, rules
 * from firestore.rules, Firestore cleared before each test) and returns its accessors.
 */
export function useRulesEnv(): RulesEnv {
  let testEnv: RulesTestEnvironment | undefined;
  /** This file's clients by user and token: a new one costs ~20 ms of CPU, a reused one nothing (ADR 304). */
  const clients = new Map<string, Firestore>();
  const client = (key: string, create: () => Firestore): Firestore => {
    const known = clients.get(key);
    if (known) return known;
    const db = create();
    clients.set(key, db);
    return db;
  };
  beforeAll(async () => {
    const rules = fs.readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
    testEnv = await initializeTestEnvironment({
      projectId: PROJECT_ID as string,
      // loaded once per process: the files share one (isolate: false), and the emulator keeps a
      // project's rules until others are loaded (ADR 304)
      firestore: { ...firestoreEmulator(), ...(rules === loadedRules ? {} : { rules }) },
    });
    loadedRules = rules;
  });
  beforeEach(async () => {
    // The rules suites run on a Firestore emulator of their own (no functions emulator, so no
    // trigger holds a lock on the seed data): one clear is enough (docs/testing.md).
    await testEnv?.clearFirestore();
  });
  /**
   * The file's rules-disabled client for seed(): one withSecurityRulesDisabled call held open until
   * afterAll, instead of a new client (~20 ms of CPU) for every seed (ADR 304).
   */
  let owner: { db: Promise<Firestore>; release: () => void; done: Promise<void> } | undefined;
  const ownerDb = (): Promise<Firestore> => {
    if (!owner) {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let done: Promise<void> = Promise.resolve();
      const db = new Promise<Firestore>((resolve, reject) => {
        done = env().withSecurityRulesDisabled(async (ctx) => {
          resolve(ctx.firestore() as unknown as Firestore);
          await held;
        });
        done.catch(reject);
      });
      owner = { db, release, done };
    }
    return owner.db;
  };
  afterAll(async () => {
    clients.clear();
    owner?.release();
    await owner?.done;
    owner = undefined;
    await testEnv?.cleanup();
  });
  const env = (): RulesTestEnvironment => {
    if (!testEnv) throw new Error('rules env not initialised (call useRulesEnv at the top of the file)');
    return testEnv;
  };
  return {
    env,
    as(uid, opts = {}) {
      const token = {
        email: opts.email ?? `${uid}@example.com`,
        email_verified: opts.verified ?? true,
        ...(opts.admin ? { admin: true } : {}),
      };
      return client(
        JSON.stringify([uid, token]),
        () => env().authenticatedContext(uid, token).firestore() as unknown as Firestore,
      );
    },
    anon() {
      return client('', () => env().unauthenticatedContext().firestore() as unknown as Firestore);
    },
    async seed(fn) {
      await fn(await ownerDb());
    },
  };
}

/** A profiles/{uid} document (domain profileSchema) for seeding, with the given user_type. */
export function seedProfile(uid: string, userType: 'learner' | 'trainer' | 'admin'): Record<string, unknown> {
  return {
    id: uid,
    full_name: `${uid} Test`,
    email: `${uid}@example.com`,
    phone: null,
    city: null,
    avatar_url: null,
    user_type: userType,
    subscription_status: userType === 'trainer' ? 'active' : null,
    subscription_plan: userType === 'trainer' ? 'starter' : null,
    subscription_start_date: null,
    // a trainer's Starter plan runs for a year from now (publishing needs an active plan)
    subscription_end_date: userType === 'trainer' ? new Date(Date.now() + 365 * 24 * 3600 * 1000) : null,
    updated_at: new Date(),
  };
}
